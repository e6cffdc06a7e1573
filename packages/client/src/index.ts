export {
  applyDelta,
  beginTurn,
  type ChatMessage,
  type ChatState,
  endTurn,
  initialChatState,
  type ToolCallView,
} from './chat/chat-state.ts'
export { CopilotChat, type CopilotChatOptions } from './chat/copilot-chat.ts'
export { summarizeToolResult, toolCallStatusLabel } from './chat/tool-call-text.ts'
export {
  type Client,
  type ClientOptions,
  createClient,
  type ModelsInfo,
  type SessionOptions,
  type UsageStats,
} from './client.ts'
export type { ClientTool, ClientToolContext } from './client-tool.ts'
export { isAbortError, MindwireError, type MindwireErrorCode, parseRetryAfter } from './errors.ts'
export { estimateTextTokens, estimateTokens } from './estimate-tokens.ts'
export type { Credentials, FetchLike } from './http.ts'
export type { RagQuery, RagResult } from './knowledge.ts'
export { ReplyBuilder } from './reply-builder.ts'
export { ReplyStream } from './reply-stream.ts'
export type { HandoffResult } from './session.ts'
export { Session } from './session.ts'
export {
  type ListenOptions,
  listen,
  SPEECH_UNSUPPORTED_REASON,
  type SpeechRecognitionConstructor,
  type SpeechRecognitionLike,
  speechRecognitionConstructor,
} from './speech-recognition.ts'
export { defaultRetryPolicy, type RetryPolicy } from './sse/backoff.ts'
export { defaultStorage, type KeyValueStorage, memoryStorage } from './storage.ts'
export type * from './types.ts'
export type { WireEvent } from './wire-event.ts'
