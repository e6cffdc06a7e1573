// The Web Speech API lookup lives in @mindwire/client, shared with @mindwire/vue.
export {
  type SpeechRecognitionConstructor,
  type SpeechRecognitionLike,
  speechRecognitionConstructor,
} from '@mindwire/client'
export { ClearHistory, type ClearHistoryProps } from './clear-history.tsx'
export { ConfirmationBar, type ConfirmationBarProps } from './confirmation-bar.tsx'
export { CopilotDrawer, type CopilotDrawerProps } from './copilot-drawer.tsx'
export { CopilotLanguage, useCopilotLanguage, useCopilotWords } from './copilot-language.tsx'
export { InlineAssist, type InlineAssistProps } from './inline-assist.tsx'
export { MessageList, type MessageListProps } from './message-list.tsx'
export { ReplyFeedback, type ReplyFeedbackProps } from './reply-feedback.tsx'
export { ToolCallDisplay, type ToolCallDisplayProps } from './tool-call-display.tsx'
export { usePageLanguage, usePageWords } from './ui-words.ts'
export { type UseCopilotOptions, type UseCopilotResult, useCopilot } from './use-copilot.ts'
export { VoiceInput, type VoiceInputProps } from './voice-input.tsx'
