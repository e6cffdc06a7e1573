import type { JSONValue } from '@ai-sdk/provider'
import type { SessionSnapshot } from '../checkpoint.ts'
import { AgentError } from '../errors.ts'
import type { UserPart } from '../messages/content-part.ts'
import type { Message, UserMessage } from '../messages/message.ts'
import { emptyUsage } from '../messages/usage.ts'
import type { RunScope } from '../tools/define-tool.ts'
import { RunHandle } from '../wire/run-handle.ts'
import type { RunInput } from './apply-input.ts'
import { snapshotOf } from './commit-step.ts'
import type { PendingCall } from './pending-call.ts'
import { type Decision, type ResolvedDecision, resolveDecisions } from './resolve-decisions.ts'
import { runLoop } from './run-loop.ts'
import type { Runtime, SessionState, StateSource } from './runtime.ts'

export interface RunOptions<State> {
  /** Aborts the run from outside (e.g. the HTTP request closed). */
  signal?: AbortSignal
  /** Overrides the session's state source for this run. */
  state?: StateSource<State>
  /** Who the run is for; tools see it as `context.scope`. */
  scope?: RunScope
}

/**
 * A conversation with the engine: committed history, calls waiting for input, and usage. One run at a
 * time; every run is a RunHandle of wire events.
 */
export class AgentSession<State = unknown> {
  readonly #runtime: Runtime<State>
  readonly #state: SessionState
  readonly #readState: StateSource<State>

  constructor(runtime: Runtime<State>, snapshot: Partial<SessionSnapshot>, readState: StateSource<State>) {
    this.#runtime = runtime
    this.#readState = readState
    this.#state = {
      id: snapshot.id ?? crypto.randomUUID(),
      offset: snapshot.offset ?? 0,
      messages: [...(snapshot.messages ?? [])],
      pending: [...(snapshot.pending ?? [])],
      summary: snapshot.summary,
      usage: snapshot.usage ?? emptyUsage(),
      busy: false,
    }
  }

  get id(): string {
    return this.#state.id
  }

  get messages(): readonly Message[] {
    return this.#state.messages
  }

  get pending(): readonly PendingCall[] {
    return this.#state.pending
  }

  get summary(): string | undefined {
    return this.#state.summary
  }

  /** True while a run is in progress. */
  get busy(): boolean {
    return this.#state.busy
  }

  /** Sends the person's message; any calls still waiting are cancelled first. */
  send(input: string | UserPart[] | UserMessage, options: RunOptions<State> = {}): RunHandle {
    const message: UserMessage =
      typeof input === 'object' && 'role' in input ? input : { role: 'user', content: input }
    return this.#start({ kind: 'user', message }, options)
  }

  /** Accepts or declines a call that waits for confirmation; the run continues once no call waits. */
  confirm(callId: string, accepted: boolean, options: RunOptions<State> = {}): RunHandle {
    return this.#start({ kind: 'decisions', decisions: [{ callId, accepted }] }, options)
  }

  /** Checks answers against the waiting calls without applying them; throws the error `decide` would. */
  async checkDecisions(decisions: readonly Decision[]): Promise<ResolvedDecision[]> {
    return resolveDecisions(this.#runtime.registry, this.#state, decisions)
  }

  /** Answers several waiting calls at once (confirmations and client results). */
  decide(decisions: readonly Decision[], options: RunOptions<State> = {}): RunHandle {
    return this.#start({ kind: 'decisions', decisions }, options)
  }

  /** Hands in the result of a client tool the run was waiting for. */
  submitToolResult(
    callId: string,
    output: JSONValue,
    options: RunOptions<State> & { isError?: boolean } = {},
  ): RunHandle {
    return this.#start(
      { kind: 'decisions', decisions: [{ callId, output, isError: options.isError }] },
      options,
    )
  }

  /** Continues after an interruption or a crash: calls the model if history ends waiting for it. */
  resume(options: RunOptions<State> = {}): RunHandle {
    return this.#start({ kind: 'resume' }, options)
  }

  /** The session's persistent fields, safe to serialise. */
  snapshot(): SessionSnapshot {
    return snapshotOf(this.#state)
  }

  #start(input: RunInput, options: RunOptions<State>): RunHandle {
    if (this.#state.busy) {
      throw new AgentError(
        'session_busy',
        `session ${this.#state.id} is already running; wait for it or abort it`,
      )
    }
    this.#state.busy = true
    const controller = new AbortController()
    const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal
    const runId = crypto.randomUUID()
    const events = runLoop(
      {
        runtime: this.#runtime,
        session: this.#state,
        runId,
        signal,
        readState: options.state ?? this.#readState,
        step: 0,
        usage: emptyUsage(),
        lastText: '',
        saving: Promise.resolve(),
        scope: options.scope,
      },
      input,
    )
    const handle = new RunHandle(runId, controller, events)
    const onEvent = this.#runtime.onEvent
    if (onEvent) {
      const meta = { sessionId: this.#state.id, runId }
      handle.on('*', (event) => onEvent(event, meta))
    }
    return handle
  }
}
