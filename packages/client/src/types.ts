/** The message shapes of the copilot contract (seed 000 §4.2), as the browser sees them. */

export interface TextPart {
  type: 'text'
  text: string
}
/** Base64 bytes of a screenshot or plot. */
export interface ImagePart {
  type: 'image'
  data: string
  mimeType: string
}
export interface AudioPart {
  type: 'audio'
  data: string
  mimeType: string
  durationMs?: number
}
/**
 * A magnitude spectrum: one dB value per FFT bin from 0 Hz to Nyquist. `spectrumToPart` adds the
 * rendered plot (models that read images see it) and metadata; the numbers stay for rule engines.
 */
export interface SpectrumPart {
  type: 'spectrum'
  magnitudesDb: number[]
  sampleRate: number
  label?: string
  image?: { data: string; mimeType: 'image/png' }
  /** Flat facts about the capture or the plot (bins, axis ranges, position). */
  metadata?: Record<string, number | string | boolean>
}
export type UserPart = TextPart | ImagePart | AudioPart | SpectrumPart

export interface UserMessage {
  role: 'user'
  content: string | UserPart[]
}

export type FinishReason = 'stop' | 'length' | 'tool_calls' | 'content_filter'

export interface Usage {
  promptTokens: number
  completionTokens: number
}

/** A call the model made; `arguments` is the parsed JSON. `client` calls run in this process. */
export interface ToolCall {
  id: string
  name: string
  arguments: unknown
  kind: 'server' | 'client'
}

/** What a call returned (`status` ok / error / blocked / rejected / cancelled …). */
export interface ToolResult {
  id: string
  name: string
  status: string
  decision: string
  output: unknown
  /** How long the server tool ran (ms). */
  durationMs?: number
  /** What an `ok` call really did: `changed`, `read`, `none` (nothing changed) or `refused`. */
  effect?: 'changed' | 'read' | 'none' | 'refused'
}

/** A call that waits for the person: answer it with `session.confirm(id, accepted)`. */
export interface Confirmation {
  id: string
  name: string
  arguments: unknown
  message: string
  ruleIds: string[]
}

export interface Warning {
  message: string
  id?: string
  ruleId?: string
}

/** A call the server keeps waiting after a run: a confirmation or a client tool's result. */
export interface PendingCall {
  callId: string
  name: string
  args: unknown
  reason: 'confirm' | 'client'
  message: string
  ruleIds: string[]
}

export interface AssistantMessage {
  role: 'assistant'
  content: string
  toolCalls?: ToolCall[]
  toolResults?: ToolResult[]
  confirmations?: Confirmation[]
  warnings?: Warning[]
  finishReason?: FinishReason
  /** Calls still waiting when the reply ended (confirmations the person has not answered). */
  pending?: PendingCall[]
  usage?: Usage
  /** The run that wrote it, on a reply read back from the server's history. */
  runId?: string
}

/** A tool's outcome as it is kept in the server's history. */
export interface ToolMessage {
  role: 'tool'
  toolCallId: string
  toolName: string
  output: unknown
  isError?: boolean
}

export type Message = UserMessage | AssistantMessage | ToolMessage

/**
 * One piece of a streamed reply. Exactly one of the payload fields is set per delta; the last delta of
 * a reply carries `finishReason`, `usage`, `pending` and the final `text`.
 */
export interface AssistantDelta {
  content?: string
  /** Arguments of a call as the model writes them, before the call is complete. */
  toolCallDelta?: { id: string; name: string; delta: string }
  toolCall?: ToolCall
  toolResult?: ToolResult
  confirmation?: Confirmation
  warning?: Warning
  finishReason?: FinishReason
  usage?: Usage
  pending?: PendingCall[]
  text?: string
  /** On the last delta: the run that produced the reply (what `Session.rate` names). */
  runId?: string
  /** The event's id in the session's stream (for Last-Event-ID resume). */
  eventId?: number
}
