import type { LanguageModelV4 } from '@ai-sdk/provider'
import type { z } from 'zod'
import type { ContextPolicy } from './context/compact-history.ts'
import type { Guardrail } from './guardrails/guardrail.ts'
import type { CallSettings, ReplyAfterCalls } from './loop/runtime.ts'
import type { TaskType } from './models/provider-config.ts'
import type { Tool } from './tools/define-tool.ts'

/**
 * An application the platform drives: its tools, how it prompts the model, its safety rules and state.
 * Each folder under domains/ exports one; the server and CLI know domains only through this shape.
 */
export interface Domain<State = any> {
  name: string
  description: string
  tools: readonly Tool<State>[]
  /** The system prompt, rendered from live state before every step. */
  system: (state: State) => string
  guardrails?: readonly Guardrail<State>[]
  stateSchema?: z.ZodType<State>
  /** State of a new session or device when the client sends none. */
  initialState?: () => State
  /** A rule engine that answers without network, exposed as a model (`offline`). */
  offlineModel?: () => LanguageModelV4
  /**
   * Combines the routed model chain with the domain's own engines, e.g. the cockpit's fast path that
   * answers confident offline parses without calling the LLM. Default: the routed chain as it is.
   */
  wrapModel?: (routed: LanguageModelV4) => LanguageModelV4
  /**
   * The reply the domain's own engine gives after calls it made (the offline engine's confirmation), the
   * text its model would answer with on the next step: the run ends with it without another model step.
   */
  replyAfterCalls?: ReplyAfterCalls
  /** How long the prompt may grow before older turns are summarised (or dropped). */
  context?: ContextPolicy
  /**
   * Calls of different tool groups in one step run at once, each group in order (seed 002 §7.3: music ∥
   * AC ∥ navigation). Default false: every call sees the effects of the one before.
   */
  parallelToolGroups?: boolean
  /** Which routed model chain serves this domain. Default 'control'. */
  taskType?: TaskType
  /** Sampling settings for every model call of this domain (e.g. seed 002: temperature 0.3, 512 tokens). */
  callSettings?: CallSettings
  /** How long a confirmation stays answerable; a later acceptance does not run the call. Default ten minutes. */
  approvalTtlMs?: number
}
