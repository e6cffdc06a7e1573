export { ConfirmationBar, type ConfirmationBarProps } from './confirmation-bar.tsx'
export { CopilotDrawer, type CopilotDrawerProps } from './copilot-drawer.tsx'
export { InlineAssist, type InlineAssistProps } from './inline-assist.tsx'
export { MessageList, type MessageListProps } from './message-list.tsx'
export {
  type SpeechRecognitionConstructor,
  type SpeechRecognitionLike,
  speechRecognitionConstructor,
} from './speech-recognition.ts'
export { ToolCallDisplay, type ToolCallDisplayProps } from './tool-call-display.tsx'
export { type UseCopilotOptions, type UseCopilotResult, useCopilot } from './use-copilot.ts'
export { VoiceInput, type VoiceInputProps } from './voice-input.tsx'
