export { API_KEY_STORAGE, localUserId, storedApiKey, USER_ID_STORAGE } from './browser-identity.ts'
export {
  chooseLanguage,
  LANGUAGE_STORAGE,
  preferredLanguage,
  type UiLanguage,
} from './browser-language.ts'
export {
  applyDelta,
  beginTurn,
  type ChatMessage,
  type ChatState,
  endTurn,
  initialChatState,
  type ReplyFeedback,
  type ToolCallView,
  withFeedback,
} from './chat/chat-state.ts'
export { CopilotChat, type CopilotChatOptions } from './chat/copilot-chat.ts'
export { type CopilotWords, copilotWords, fill } from './chat/copilot-words.ts'
export { chatMessagesFromHistory } from './chat/history-messages.ts'
export { summarizeToolResult, toolActivitySummary, toolCallStatusLabel } from './chat/tool-call-text.ts'
export {
  type Client,
  type ClientOptions,
  createClient,
  type HandoffRecord,
  type ModelsInfo,
  type SessionOptions,
  type UsageStats,
} from './client.ts'
export type { ClientTool, ClientToolContext } from './client-tool.ts'
export { browserConnectivity, type Connectivity } from './connectivity.ts'
export { type DeepLinkParts, deepLink, parseDeepLink, webPathOfDeepLink } from './deep-link.ts'
export { isAbortError, MindwireError, type MindwireErrorCode, parseRetryAfter } from './errors.ts'
export { estimateTextTokens, estimateTokens } from './estimate-tokens.ts'
export { announceHandoff, HANDOFF_CHANNEL, type HandoffNotice, onHandoff } from './handoff-channel.ts'
export type { Credentials, FetchLike } from './http.ts'
export type { RagQuery, RagResult, SimilarityOptions } from './knowledge.ts'
export { type AudioPartOptions, audioToPart, DEFAULT_MAX_AUDIO_BYTES } from './multimodal/audio-to-part.ts'
export { base64ToBytes, bytesToBase64 } from './multimodal/base64.ts'
export {
  DEFAULT_MAX_IMAGE_BYTES,
  IMAGE_MIME_TYPES,
  type ImagePartOptions,
  imageToPart,
} from './multimodal/image-to-part.ts'
export { MediaPartError, type MediaPartErrorCode } from './multimodal/media-part-error.ts'
export type { MediaInput } from './multimodal/read-media.ts'
export { type SpectrumPartOptions, spectrumToPart } from './multimodal/spectrum-to-part.ts'
export { createPageLanguage, type PageLanguage, type PageWords } from './page-language.ts'
export { ReplyBuilder } from './reply-builder.ts'
export { ReplyStream } from './reply-stream.ts'
export type { HandoffResult, RunControls, SendOptions } from './session.ts'
export { Session } from './session.ts'
export { needsSignIn, signInFirst, signInPath, whenSignedIn } from './sign-in.ts'
export {
  type ListenOptions,
  listen,
  MICROPHONE_ICON_PATH,
  SPEECH_UNSUPPORTED_REASON,
  type SpeechRecognitionConstructor,
  type SpeechRecognitionLike,
  STOP_ICON_PATH,
  speechRecognitionConstructor,
} from './speech-recognition.ts'
export { defaultRetryPolicy, type RetryPolicy } from './sse/backoff.ts'
export { readSse } from './sse/read-sse.ts'
export { defaultStorage, type KeyValueStorage, memoryStorage } from './storage.ts'
export type * from './types.ts'
export type { WireEvent } from './wire-event.ts'
