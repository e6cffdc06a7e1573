import type { CanvasSnapshot } from '../graph/canvas.ts'
import type { SynthTestServer } from './synth-test-server.ts'

/** What one message over HTTP came to: the session's canvas afterwards, the reply, the calls made. */
export interface SaidOverHttp {
  canvas: CanvasSnapshot
  text: string
  calls: string[]
  sessionId: string
}

/**
 * One message to the synth studio over real HTTP on a canvas (or in an earlier session, for a follow-up),
 * every confirmation accepted, as a person who asked for the change would.
 */
export async function sayOverHttp(
  t: SynthTestServer,
  state: CanvasSnapshot,
  message: string,
  sessionId?: string,
): Promise<SaidOverHttp> {
  let { json } = await t.call('/api/ai/chat', {
    body: { app: 'synth-studio', state, message, ...(sessionId ? { sessionId } : {}) },
  })
  const calls: string[] = (json.toolResults ?? []).map((result: { name: string }) => result.name)
  while (json.status === 'awaiting_input') {
    for (const confirmation of json.confirmations) {
      calls.push(confirmation.name)
      ;({ json } = await t.call(`/api/ai/sessions/${sessionOf(json)}/confirm`, {
        body: { callId: confirmation.id, accepted: true },
      }))
    }
  }
  const session = await t.call(`/api/ai/sessions/${sessionOf(json)}`)
  return { canvas: session.json.state, text: json.text ?? '', calls, sessionId: sessionOf(json) }
}

function sessionOf(json: { sessionId?: string }): string {
  if (!json.sessionId) throw new Error('the answer names no session')
  return json.sessionId
}
