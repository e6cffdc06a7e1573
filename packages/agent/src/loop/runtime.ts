import type { LanguageModelV4, LanguageModelV4CallOptions } from '@ai-sdk/provider'
import type { Checkpoint, Checkpointer, SessionSnapshot } from '../checkpoint.ts'
import type { ContextPolicy } from '../context/compact-history.ts'
import type { AgentError } from '../errors.ts'
import type { Guardrail } from '../guardrails/guardrail.ts'
import type { ToolMessage } from '../messages/message.ts'
import type { Usage } from '../messages/usage.ts'
import type { RunScope } from '../tools/define-tool.ts'
import type { ToolRegistry } from '../tools/tool-registry.ts'
import type { StepFinishReason, WireEvent } from '../wire/events.ts'

/** Reads live application state: vehicle state, the canvas snapshot, the cart. */
export type StateSource<State> = () => State | Promise<State>

/** Sampling settings passed to every model call. */
export type CallSettings = Pick<
  LanguageModelV4CallOptions,
  'temperature' | 'maxOutputTokens' | 'topP' | 'seed' | 'stopSequences' | 'headers' | 'providerOptions'
>

/** What one model step produced, before its calls ran. */
export interface StepSummary {
  step: number
  text: string
  toolCalls: number
  finishReason: StepFinishReason
}

/**
 * A reply a domain's own engine composes from the results of the calls it made, the same text its model
 * would answer them with on the next step; undefined when a model must answer (calls an LLM made). The
 * loop then ends the run with that text as the next step's answer, without building a prompt or calling
 * the model for it.
 */
export type ReplyAfterCalls = (results: readonly ToolMessage[]) => string | undefined

/** The engine's fixed configuration, shared by all its sessions. */
export interface Runtime<State> {
  model: LanguageModelV4
  registry: ToolRegistry
  system: (state: State) => string
  guardrails: readonly Guardrail<State>[]
  confirmDestructive: boolean
  approvalTtlMs: number
  maxSteps: number
  maxNoToolSteps: number
  parallelToolGroups: boolean
  context?: ContextPolicy
  checkpointer?: Checkpointer
  /** Asked after a step without tool calls; a returned text is added as a user nudge and the run continues. */
  continueWhen?: (step: StepSummary) => string | undefined
  /** The domain's own reply after calls its engine made, given without a model step (see ReplyAfterCalls). */
  replyAfterCalls?: ReplyAfterCalls
  callSettings: CallSettings
  onEvent?: (event: WireEvent, meta: { sessionId: string; runId: string }) => void
}

/** Mutable state of one session; only the run loop and the session object touch it. */
export interface SessionState extends SessionSnapshot {
  offset: number
  busy: boolean
}

/** Everything one run needs. */
export interface RunContext<State> {
  runtime: Runtime<State>
  session: SessionState
  runId: string
  signal: AbortSignal
  readState: StateSource<State>
  /** Model steps taken in this run so far. */
  step: number
  usage: Usage
  lastText: string
  /** Who the run is for, passed to tools. */
  scope?: RunScope
  /** The chain of checkpoint saves queued by this run, in commit order. */
  saving: Promise<void>
  /** The newest snapshot waiting to be saved, if a save is still queued. */
  nextCheckpoint?: Checkpoint
  saveFailure?: AgentError
}
