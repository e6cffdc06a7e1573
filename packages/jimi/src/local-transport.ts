import type { Engine, RunHandle, RunResult } from '@mindwire/agent'
import type { EngineTransport, RunOutcome, RunRequest } from './engine-transport.ts'
import type { SessionStore } from './session-store.ts'
import { toWireMessage, type WireMessage } from './wire-message.ts'

export interface LocalTransportOptions<State> {
  engine: Engine<State>
  modelId: string
  agentName: string
  sessions: SessionStore
  sessionId: string
  /** Reads the app state a run works on, once as it starts (a cart, a canvas). */
  runState?: () => State | Promise<State>
}

/** Runs in this process: the platform's loop over the SDK's session store, its events as Wire messages. */
export function localTransport<State>(options: LocalTransportOptions<State>): EngineTransport {
  const { sessions, sessionId } = options
  return {
    modelId: options.modelId,
    start(request, emit) {
      let handle: RunHandle | undefined
      let abortReason: string | undefined
      const result = runOnce(options, request, emit, {
        started: (started) => {
          handle = started
        },
        aborted: () => abortReason,
      })
      return {
        abort(reason) {
          abortReason = reason
          handle?.abort(reason)
        },
        result,
      }
    },
    async clear() {
      sessions.clear(sessionId)
    },
  }
}

async function runOnce<State>(
  options: LocalTransportOptions<State>,
  request: RunRequest,
  emit: (message: WireMessage) => void,
  control: { started(handle: RunHandle): void; aborted(): string | undefined },
): Promise<RunOutcome> {
  const { engine, sessions, sessionId, agentName } = options
  let state: State | undefined
  try {
    state = await options.runState?.()
  } catch (error) {
    return {
      status: 'failed',
      message: `the app state could not be read: ${(error as Error).message}`,
      cause: error,
    }
  }
  const aborted = control.aborted()
  if (aborted !== undefined) {
    emit({ type: 'StepInterrupted', reason: aborted })
    return { status: 'interrupted' }
  }
  const session = engine.session({ ...sessions.get(sessionId), state: () => state as State })
  const handle =
    request.kind === 'send' ? session.send(request.input) : session.confirm(request.callId, request.accepted)
  control.started(handle)
  handle.on('*', (event) => {
    const message = toWireMessage(event, agentName)
    if (message) emit(message)
  })
  const ended = await handle.result
  sessions.save(session.snapshot())
  return outcomeOf(ended)
}

function outcomeOf(result: RunResult): RunOutcome {
  if (result.status === 'completed' || result.status === 'awaiting_input') {
    const { text, usage, steps } = result
    const pending = result.pending.map(({ callId, name, args, message }) => ({ callId, name, args, message }))
    return { status: 'completed', summary: { text, usage, steps, pending } }
  }
  if (result.status === 'interrupted') return { status: 'interrupted' }
  return { status: 'failed', message: result.error?.message ?? 'the run failed', cause: result.error }
}
