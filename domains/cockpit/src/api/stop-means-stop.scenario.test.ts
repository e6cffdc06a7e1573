import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { connectWs, type WsTestClient } from '../testing/ws-client.ts'

let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer()
}, 120_000)
afterAll(() => t.close())

/**
 * The car itself over the real WebSocket: it takes its time with the first command (an actuator that is
 * slow, a car on a slow link) and answers every later one at once.
 */
async function slowCar(
  vehicleId: string,
): Promise<{ agent: WsTestClient; executed: string[]; reportFirst(): void }> {
  const agent = await connectWs(t.url, await t.vehicleKey(vehicleId), vehicleId, 'agent')
  const executed: string[] = []
  let first: { id: string } | undefined
  agent.socket.addEventListener('message', (message) => {
    const { event, data } = JSON.parse(String(message.data))
    if (event !== 'command:execute') return
    executed.push(`${String(data.intent).split('.')[0]}.${data.parameters.action}`)
    if (!first) first = data
    else agent.send('command:result', { commandId: data.id, success: true, message: '好的' })
  })
  return {
    agent,
    executed,
    reportFirst: () =>
      first && agent.send('command:result', { commandId: first.id, success: true, message: '空调已打开' }),
  }
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10))
}

describe('stop means stop in the car', () => {
  it('dialog:cancel stops the turn: the next command is never sent, the one the car has is reported as sent', async () => {
    const car = await slowCar('stop-car')
    const hmi = await connectWs(t.url, t.key, 'stop-car')
    const sessionId = randomUUID()
    hmi.send('dialog:input', { sessionId, text: '打开空调，打开阅读灯' })
    await until(() => car.executed.length === 1)
    hmi.send('dialog:cancel', { sessionId })
    const cancelled = await hmi.next('dialog:cancelled')
    expect(cancelled.data).toMatchObject({ sessionId, status: 'cancelled' })
    const end = await hmi.next('dialog:response_end')
    expect(end.data.cancelled).toBe(true)
    expect(end.data.commands).toMatchObject([
      {
        intent: 'control_ac.turn_on',
        status: 'confirmed',
        message: '指令已发送到车辆，取消时尚未收到车辆回报',
      },
    ])
    expect(end.data.text).toBe('已停止。指令已发送到车辆，取消时尚未收到车辆回报')
    // The car's late report is still taken; the reading light was never asked for.
    car.reportFirst()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(car.executed).toEqual(['control_ac.turn_on'])
    expect(hmi.received.filter((m) => m.event === 'error')).toEqual([])
    car.agent.socket.close()
    hmi.socket.close()
  })

  it('a new utterance interrupts the turn before it (barge-in), and is answered', async () => {
    const car = await slowCar('barge-car')
    const sessionId = randomUUID()
    const first = t.call('/api/v1/dialog', { body: { sessionId, vehicleId: 'barge-car', text: '打开空调' } })
    await until(() => car.executed.length === 1)
    const second = await t.call('/api/v1/dialog', {
      body: { sessionId, vehicleId: 'barge-car', text: '打开阅读灯' },
    })
    expect(second.status).toBe(200)
    expect(second.json.data.commands).toMatchObject([{ intent: 'control_light.turn_on', status: 'executed' }])
    const interrupted = await first
    expect(interrupted.status).toBe(200)
    expect(interrupted.json.data).toMatchObject({ cancelled: true, text: expect.stringContaining('已停止') })
    expect(car.executed).toEqual(['control_ac.turn_on', 'control_light.turn_on'])
    car.agent.socket.close()
  })

  it('another tenant cannot cancel a turn: 404, and the turn completes', async () => {
    await t.store.tenants.create({ id: 'intruder' })
    const { key: intruder } = await t.store.apiKeys.create('intruder', 'test')
    const car = await slowCar('own-car')
    const sessionId = randomUUID()
    const turn = t.call('/api/v1/dialog', { body: { sessionId, vehicleId: 'own-car', text: '打开空调' } })
    await until(() => car.executed.length === 1)
    const foreign = await fetch(`${t.url}/api/v1/dialog/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${intruder}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId }),
    })
    expect(foreign.status).toBe(404)
    car.reportFirst()
    const answer = await turn
    expect(answer.json.data).toMatchObject({ text: '空调已打开', commands: [{ status: 'executed' }] })
    expect(answer.json.data.cancelled).toBeUndefined()
    car.agent.socket.close()
  })

  it('POST /api/v1/dialog/cancel with nothing running says so', async () => {
    const sessionId = randomUUID()
    await t.call('/api/v1/dialog', { body: { sessionId, vehicleId: 'idle-car', text: '打开阅读灯' } })
    const cancel = await t.call('/api/v1/dialog/cancel', { body: { sessionId } })
    expect(cancel).toMatchObject({ status: 200, json: { success: true, data: { status: 'not_running' } } })
  })
})
