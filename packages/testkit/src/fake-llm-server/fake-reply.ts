/** A tool call the fake server sends; `argsText` sends raw (possibly broken) JSON. */
export interface FakeToolCall {
  name: string
  args?: unknown
  argsText?: string
  id?: string
}

/** A normal answer: text (streamed in chunks) and/or tool calls, with usage. */
export interface FakeAnswer {
  text?: string | string[]
  toolCalls?: FakeToolCall[]
  usage?: { input: number; output: number }
  /** Pause between streamed chunks. Default 0. */
  chunkDelayMs?: number
  /** Characters per streamed argument delta. Default 7. */
  argsChunkSize?: number
}

/** An HTTP error the way providers send them (429 with Retry-After, 500, 401…). */
export interface FakeHttpError {
  status: number
  retryAfter?: string
  message?: string
}

/** A stream that starts, sends `text` if given, then never finishes. */
export interface FakeStall {
  stall: true
  text?: string
}

export type FakeReply = FakeAnswer | FakeHttpError | FakeStall

export function isHttpError(reply: FakeReply): reply is FakeHttpError {
  return 'status' in reply
}

export function isStall(reply: FakeReply): reply is FakeStall {
  return 'stall' in reply
}

export function textChunks(text: FakeAnswer['text']): string[] {
  if (Array.isArray(text)) return text
  if (!text) return []
  // Split into a few chunks so clients see real deltas.
  const chunks: string[] = []
  for (let at = 0; at < text.length; at += 6) chunks.push(text.slice(at, at + 6))
  return chunks
}

export function argsOf(call: FakeToolCall): string {
  return call.argsText ?? JSON.stringify(call.args ?? {})
}

export function splitArgs(text: string, size: number): string[] {
  const pieces: string[] = []
  for (let at = 0; at < text.length; at += size) pieces.push(text.slice(at, at + size))
  return pieces.length > 0 ? pieces : ['']
}
