import type { WireMessage } from './wire-message.ts'

/** Tokens a run used. */
export interface TokenUsage {
  inputTokens: number
  outputTokens: number
  totalTokens: number
}

/** A call a rule holds until the person answers it (`engine.confirm`). */
export interface PendingConfirmation {
  callId: string
  name: string
  args: unknown
  message: string
}

/** What a person says to the engine: text, or text with pictures (a product photo, a screenshot). */
export type JimiInput =
  | string
  | Array<{ type: 'text'; text: string } | { type: 'image'; data: string; mimeType: string }>

/** How a run ended well: its last text, usage, steps, and the calls waiting for the person's answer. */
export interface RunSummary {
  text: string
  usage: TokenUsage
  steps: number
  pending: PendingConfirmation[]
}

/** How a run ended, as the transport saw it. */
export type RunOutcome =
  | { status: 'completed'; summary: RunSummary }
  | { status: 'interrupted' }
  | { status: 'failed'; message: string; cause?: unknown }

/** What a run is asked to do: answer the user, or go on after the person answered a confirmation. */
export type RunRequest =
  | { kind: 'send'; input: JimiInput }
  | { kind: 'confirm'; callId: string; accepted: boolean }

export interface TransportRun {
  abort(reason: string): void
  result: Promise<RunOutcome>
}

/**
 * Where an engine's runs happen: the loop in this process (the agent, talking to a model endpoint) or a
 * Mindwire server (the client). The Jimi surface — callbacks, listeners, shutdown — is the same over both.
 */
export interface EngineTransport {
  readonly modelId: string
  start(request: RunRequest, emit: (message: WireMessage) => void): TransportRun
  /** Forgets the conversation. */
  clear(): Promise<void>
}
