import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { connectWs } from '../testing/ws-client.ts'
import { platformSessionId } from './dialog-session.ts'

let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer()
})
afterAll(() => t.close())

describe('a command for a connected vehicle', () => {
  it('is recorded durably before the car receives it, and its outcome moves that same row', async () => {
    const agent = await connectWs(t.url, await t.vehicleKey('ahead-car'), 'ahead-car', 'agent')
    const sessionId = randomUUID()
    const stored = () => t.store.commands.listBySession('fleet', platformSessionId('fleet', sessionId))
    const seenByCar: Array<Array<{ id: string; status: string }>> = []
    agent.socket.addEventListener('message', async (message) => {
      const { event, data } = JSON.parse(String(message.data))
      if (event !== 'command:execute') return
      // What the store holds at the moment the car has the command in hand.
      seenByCar.push((await stored()).map(({ id, status }) => ({ id, status })))
      agent.send('command:result', { commandId: data.id, success: true, message: '后备箱已打开' })
    })
    const answer = await t.call('/api/v1/dialog', {
      body: { sessionId, vehicleId: 'ahead-car', text: '打开后备箱' },
    })
    expect(answer.json.success).toBe(true)
    const sent = (await agent.next('command:execute')).data
    // The car holds the command under its row's id: the one the dialog API reports.
    expect(seenByCar).toEqual([[{ id: sent.id, status: 'confirmed' }]])
    const rows = await stored()
    expect(rows).toMatchObject([{ id: sent.id, status: 'executed' }])
    expect(answer.json.data.commands).toMatchObject([{ id: sent.id, status: 'executed' }])
    agent.socket.close()
  })
})
