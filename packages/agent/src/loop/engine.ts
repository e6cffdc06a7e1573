import type { LanguageModelV4 } from '@ai-sdk/provider'
import type { Checkpointer, SessionSnapshot } from '../checkpoint.ts'
import type { ContextPolicy } from '../context/compact-history.ts'
import type { Guardrail } from '../guardrails/guardrail.ts'
import type { Tool } from '../tools/define-tool.ts'
import { ToolRegistry } from '../tools/tool-registry.ts'
import type { WireEvent } from '../wire/events.ts'
import { AgentSession } from './agent-session.ts'
import { DEFAULT_APPROVAL_TTL_MS } from './approval.ts'
import type { CallSettings, ReplyAfterCalls, Runtime, StateSource, StepSummary } from './runtime.ts'

export interface EngineOptions<State> {
  model: LanguageModelV4
  tools?: readonly Tool<State>[] | ToolRegistry
  /** The system prompt, or a function of live state rendered before every step. */
  system?: string | ((state: State) => string)
  guardrails?: readonly Guardrail<State>[]
  /** Destructive tools ask for confirmation. Default true. */
  confirmDestructive?: boolean
  /** How long a confirmation stays answerable. Default ten minutes. */
  approvalTtlMs?: number
  /** Model steps allowed per run (Jimi's maxStepsPerRun). Default 10. */
  maxSteps?: number
  /** Consecutive steps without tool calls before the run stops. Default 5. */
  maxNoToolSteps?: number
  /** Run calls of different tool groups in parallel. Default false: strictly in order. */
  parallelToolGroups?: boolean
  context?: ContextPolicy
  checkpointer?: Checkpointer
  continueWhen?: (step: StepSummary) => string | undefined
  /** The domain's own reply after calls its engine made, without a model step (see ReplyAfterCalls). */
  replyAfterCalls?: ReplyAfterCalls
  callSettings?: CallSettings
  /** Sees every event of every run: logging, metrics, persistence. */
  onEvent?: (event: WireEvent, meta: { sessionId: string; runId: string }) => void
}

export interface SessionOptions<State> extends Partial<SessionSnapshot> {
  state?: StateSource<State>
  /** What this session's runs do differently from the engine's setup (seed 000 §4.1 SessionOptions). */
  overrides?: SessionOverrides
}

/**
 * A session's own controls: a model instead of the engine's, call settings on top of its own, and
 * instructions added after its system prompt (never replacing it: the domain's rules keep applying).
 */
export interface SessionOverrides {
  model?: LanguageModelV4
  callSettings?: CallSettings
  systemAddition?: string
}

/** The engine: one configured model, tool set and rule set; sessions are cheap and hold the history. */
export class Engine<State = unknown> {
  readonly runtime: Runtime<State>

  constructor(options: EngineOptions<State>) {
    const system = options.system
    this.runtime = {
      model: options.model,
      registry: options.tools instanceof ToolRegistry ? options.tools : new ToolRegistry(options.tools ?? []),
      system: typeof system === 'function' ? system : () => system ?? '',
      guardrails: options.guardrails ?? [],
      confirmDestructive: options.confirmDestructive ?? true,
      approvalTtlMs: options.approvalTtlMs ?? DEFAULT_APPROVAL_TTL_MS,
      maxSteps: options.maxSteps ?? 10,
      maxNoToolSteps: options.maxNoToolSteps ?? 5,
      parallelToolGroups: options.parallelToolGroups ?? false,
      context: options.context,
      checkpointer: options.checkpointer,
      continueWhen: options.continueWhen,
      replyAfterCalls: options.replyAfterCalls,
      callSettings: options.callSettings ?? {},
      onEvent: options.onEvent,
    }
  }

  /** Starts a session, empty or from a snapshot. */
  session(options: SessionOptions<State> = {}): AgentSession<State> {
    const { state, overrides, ...snapshot } = options
    const runtime = overrides ? withOverrides(this.runtime, overrides) : this.runtime
    return new AgentSession(runtime, snapshot, state ?? (() => undefined as State))
  }

  /** Rebuilds a session from its latest checkpoint; undefined when there is none. */
  async restore(sessionId: string, state?: StateSource<State>): Promise<AgentSession<State> | undefined> {
    const checkpoint = await this.runtime.checkpointer?.load(sessionId)
    return checkpoint && this.session({ ...checkpoint.snapshot, state })
  }
}

/** The engine's runtime as one session sees it: the same tools and rules, its own model and settings. */
function withOverrides<State>(runtime: Runtime<State>, overrides: SessionOverrides): Runtime<State> {
  const { model, callSettings, systemAddition } = overrides
  const system = runtime.system
  return {
    ...runtime,
    model: model ?? runtime.model,
    callSettings: { ...runtime.callSettings, ...callSettings },
    system: systemAddition ? (state) => `${system(state)}\n\n${systemAddition}` : system,
  }
}

/** Creates an engine. */
export function createEngine<State = unknown>(options: EngineOptions<State>): Engine<State> {
  return new Engine(options)
}
