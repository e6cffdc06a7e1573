export { ClearHistory } from './clear-history.ts'
export { ConfirmationBar } from './confirmation-bar.ts'
export {
  type ClientSource,
  COPILOT_CLIENT,
  createCopilotPlugin,
  provideCopilotClient,
  useCopilotClient,
} from './copilot-client.ts'
export { CopilotDrawer } from './copilot-drawer.ts'
export {
  COPILOT_LANGUAGE,
  injectCopilotLanguage,
  provideCopilotLanguage,
  useCopilotWords,
} from './copilot-language.ts'
export { InlineAssist } from './inline-assist.ts'
export { MessageList } from './message-list.ts'
export { ReplyFeedback } from './reply-feedback.ts'
export { ToolCallDisplay } from './tool-call-display.ts'
export { createUiWords, fill, type PageWords, type UiWords } from './ui-words.ts'
export {
  type AutoTuneResult,
  type DeviationSummary,
  type StudioArtifact,
  type UseAIAutoTuneOptions,
  useAIAutoTune,
} from './use-ai-auto-tune.ts'
export {
  type GenerateRequest,
  type ModuleDef,
  type UseAIGenerateOptions,
  useAIGenerate,
} from './use-ai-generate.ts'
export {
  type ChatStateRefs,
  chatStateRefs,
  type UseCopilotOptions,
  type UseCopilotResult,
  useCopilot,
} from './use-copilot.ts'
export { type UseCopilotSessionOptions, useCopilotSession } from './use-copilot-session.ts'
export { type UseRAGOptions, useRAG } from './use-rag.ts'
export type { RequestState } from './use-request.ts'
export { VoiceInput } from './voice-input.ts'
