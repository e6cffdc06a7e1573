import { ChatClient, fetchServerSentEvents } from '@tanstack/ai-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { drive } from '../testing/dialog-call.ts'

/**
 * The cockpit driven by a front end nobody here wrote: TanStack AI's chat client (`@tanstack/ai-client`),
 * which speaks AG-UI over real HTTP and always sends `state: {}`. It names its car the way it can, in
 * `forwardedProps`; everything it shows of the car comes from the car.
 */
let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer()
})
afterAll(() => t.close())

interface Exchange {
  /** The RunAgentInput the client sent. */
  sent: { state: unknown; forwardedProps?: Record<string, unknown> }
  /** The AG-UI events the server streamed back, in order. */
  events: Array<{ type: string; [key: string]: unknown }>
  status: number
  /** The body of a refused request. */
  refusal?: { error: { code: string; message: string } }
}

/** A TanStack chat client on the cockpit's AG-UI endpoint; every request and event stream it exchanged is kept. */
function frontEnd(threadId: string, forwardedProps?: Record<string, unknown>) {
  const exchanges: Exchange[] = []
  const fetchClient = async (url: RequestInfo | URL, init?: RequestInit) => {
    const response = await fetch(url, init)
    const exchange: Exchange = { sent: JSON.parse(String(init?.body)), events: [], status: response.status }
    exchanges.push(exchange)
    void response
      .clone()
      .text()
      .then((text) => {
        if (response.status >= 400) exchange.refusal = JSON.parse(text)
        for (const line of text.split('\n'))
          if (line.startsWith('data: ')) exchange.events.push(JSON.parse(line.slice(6)))
      })
    return response
  }
  const chat = new ChatClient({
    threadId,
    ...(forwardedProps ? { forwardedProps } : {}),
    connection: fetchServerSentEvents(`${t.url}/api/agui/nlc`, {
      headers: { authorization: `Bearer ${t.key}` },
      fetchClient: fetchClient as typeof fetch,
    }),
  })
  /** Sends a message; resolves with the exchange once the stream has been read whole. */
  const say = async (text: string) => {
    await chat.sendMessage(text)
    return settled(exchanges.at(-1)!)
  }
  const answer = async (approved: boolean) => {
    const [interrupt] = chat.getPendingInterrupts()
    await chat.resumeInterrupts([
      approved
        ? { interruptId: interrupt!.interruptId, status: 'resolved', payload: { approved: true } }
        : { interruptId: interrupt!.interruptId, status: 'cancelled' },
    ])
    return settled(exchanges.at(-1)!)
  }
  return { chat, say, answer, exchanges }
}

/** The exchange once its stream's last event (a run's end, or an error) is in. */
async function settled(exchange: Exchange): Promise<Exchange> {
  await expect
    .poll(() => exchange.events.at(-1)?.type ?? (exchange.status >= 400 ? 'refused' : undefined))
    .toMatch(/^(RUN_FINISHED|RUN_ERROR|refused)$/)
  if (exchange.status >= 400) await expect.poll(() => exchange.refusal).toBeDefined()
  return exchange
}

async function car(vehicleId: string) {
  await t.call('/api/v1/vehicles', { body: { id: vehicleId, simulator: true } })
}
const carState = async (vehicleId: string) => (await t.call(`/api/v1/vehicle/${vehicleId}/state`)).json.data
const resultOf = (exchange: Exchange) =>
  JSON.parse(String(exchange.events.find((event) => event.type === 'TOOL_CALL_RESULT')?.content))

describe('the cockpit from a third-party AG-UI front end that sends state: {}', () => {
  it('runs a command on the car named in forwardedProps; the state it is shown is the car’s', async () => {
    await car('tanstack-ac')
    await drive(t, 'tanstack-ac', 30)
    const { chat, say } = frontEnd('tanstack-ac-thread', { vehicleId: 'tanstack-ac' })
    const run = await say('空调调到24度')
    expect(run.sent.state).toEqual({})
    expect(run.events.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'RUN_STARTED',
        'STATE_SNAPSHOT',
        'TOOL_CALL_START',
        'TOOL_CALL_RESULT',
        'STATE_DELTA',
      ]),
    )
    const snapshot = run.events.find((event) => event.type === 'STATE_SNAPSHOT')!.snapshot
    expect(snapshot).toMatchObject({ vehicleId: expect.stringMatching(/tanstack-ac$/), speed: 30 })
    expect(run.events.at(-1)?.type).toBe('RUN_FINISHED')
    expect(chat.getError()).toBeUndefined()
    expect((await carState('tanstack-ac')).ac.temperature).toBe(24)
    const parts = chat.getMessages().flatMap((message) => message.parts)
    expect(parts.some((part) => part.type === 'tool-call')).toBe(true)
  })

  it('the car’s own speed decides a safety rule; the thread stays on its car whatever is forwarded later', async () => {
    await car('tanstack-fast')
    await car('tanstack-other')
    const front = frontEnd('tanstack-fast-thread', { vehicleId: 'tanstack-fast' })
    expect((await front.say('空调调到22度')).events.at(-1)?.type).toBe('RUN_FINISHED')
    await drive(t, 'tanstack-fast', 110)
    const blocked = await front.say('把车窗全部打开')
    expect(resultOf(blocked)).toMatchObject({ status: 'blocked' })
    expect((await carState('tanstack-fast')).windows.frontLeft).toBe(0)

    // The same thread from a client that now forwards another car: the thread's car it stays.
    const again = frontEnd('tanstack-fast-thread', { vehicleId: 'tanstack-other' })
    const moved = await again.say('空调调到23度')
    expect(moved.events.at(-1)?.type).toBe('RUN_FINISHED')
    expect((await carState('tanstack-fast')).ac.temperature).toBe(23)
    expect((await carState('tanstack-other')).ac.temperature).not.toBe(23)
  })

  it('a confirmation is the front end’s interrupt: declined the windows stay shut, approved they open', async () => {
    await car('tanstack-win')
    const front = frontEnd('tanstack-win-thread', { vehicleId: 'tanstack-win' })
    const asked = await front.say('把车窗全部打开')
    expect(asked.events.at(-1)).toMatchObject({ type: 'RUN_FINISHED', outcome: { type: 'interrupt' } })
    expect(front.chat.getPendingInterrupts()).toHaveLength(1)
    const declined = await front.answer(false)
    expect(declined.sent.state).toEqual({})
    expect(declined.events.at(-1)?.type).toBe('RUN_FINISHED')
    expect((await carState('tanstack-win')).windows.frontLeft).toBe(0)

    await front.say('把车窗全部打开')
    const approved = await front.answer(true)
    expect(approved.events.at(-1)?.type).toBe('RUN_FINISHED')
    expect((await carState('tanstack-win')).windows.frontLeft).toBe(100)
  })

  it('a new thread that names no car is refused, and nothing is stored for it', async () => {
    const before = (await t.call('/api/ai/sessions?app=nlc')).json.sessions.length
    const front = frontEnd('tanstack-no-car')
    await front.chat.sendMessage('空调调到24度')
    const refused = await settled(front.exchanges.at(-1)!)
    expect(refused.status).toBe(400)
    expect(refused.refusal?.error.message).toBe(
      'a new nlc thread needs vehicleId, in state or in forwardedProps',
    )
    expect(front.chat.getError()).toBeDefined()
    expect((await t.call('/api/ai/sessions?app=nlc')).json.sessions).toHaveLength(before)
  })
})
