import type { Engine, RunResult } from '@mindwire/agent'
import type { EngineTransport, RunOutcome } from './engine-transport.ts'
import type { SessionStore } from './session-store.ts'
import { toWireMessage } from './wire-message.ts'

/** Runs in this process: the platform's loop over the SDK's session store, its events as Wire messages. */
export function localTransport(options: {
  engine: Engine
  modelId: string
  agentName: string
  sessions: SessionStore
  sessionId: string
}): EngineTransport {
  const { engine, sessions, sessionId, agentName } = options
  return {
    modelId: options.modelId,
    start(request, emit) {
      const session = engine.session(sessions.get(sessionId))
      const handle =
        request.kind === 'send'
          ? session.send(request.input)
          : session.confirm(request.callId, request.accepted)
      handle.on('*', (event) => {
        const message = toWireMessage(event, agentName)
        if (message) emit(message)
      })
      const result = handle.result.then((ended) => {
        sessions.save(session.snapshot())
        return outcomeOf(ended)
      })
      return { abort: (reason) => handle.abort(reason), result }
    },
    async clear() {
      sessions.clear(sessionId)
    },
  }
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
