import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { connectWs, type WsTestClient } from '../testing/ws-client.ts'

// Seed 002 §7.3: commands of independent domains in one utterance run in parallel, those of one domain in
// order. The car here is a WebSocket agent that takes ACTUATION_MS to carry out each command, as motors
// and head units do, and notes when each command reached it and when it answered.
const ACTUATION_MS = 200

let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer()
})
afterAll(() => t.close())

interface Handled {
  name: string
  action: string
  arrived: number
  answered: number
}

async function slowCar(vehicleId: string): Promise<{ car: WsTestClient; handled: Handled[] }> {
  const car = await connectWs(t.url, await t.vehicleKey(vehicleId), vehicleId, 'agent')
  const handled: Handled[] = []
  car.socket.addEventListener('message', (message) => {
    const { event, data } = JSON.parse(String(message.data))
    if (event !== 'command:execute') return
    const entry = {
      name: String(data.intent).split('.')[0]!,
      action: String(data.parameters.action),
      arrived: performance.now(),
      answered: 0,
    }
    handled.push(entry)
    setTimeout(() => {
      entry.answered = performance.now()
      car.send('command:result', { commandId: data.id, success: true, message: `${data.intent} 完成` })
    }, ACTUATION_MS)
  })
  return { car, handled }
}

async function say(vehicleId: string, text: string) {
  const hmi = await connectWs(t.url, t.key, vehicleId)
  const started = performance.now()
  hmi.send('dialog:input', { sessionId: randomUUID(), text })
  const end = await hmi.next('dialog:response_end')
  hmi.socket.close()
  return { elapsed: performance.now() - started, commands: end.data.commands as Array<{ status: string }> }
}

describe('parallel execution across domains (seed 002 §7.3)', () => {
  it('music ∥ AC ∥ navigation: all three reach the car before any has finished', async () => {
    const { car, handled } = await slowCar('parallel-car')
    const { elapsed, commands } = await say('parallel-car', '打开空调，播放周杰伦的歌，导航到首都机场')
    expect(commands.map((c) => c.status)).toEqual(['executed', 'executed', 'executed'])
    expect(handled.map((h) => h.name).sort()).toEqual(['control_ac', 'control_music', 'control_navigation'])
    const firstAnswer = Math.min(...handled.map((h) => h.answered))
    expect(handled.every((h) => h.arrived < firstAnswer)).toBe(true)
    // In series the three would take three actuation times.
    expect(elapsed).toBeLessThan(3 * ACTUATION_MS)
    car.socket.close()
  })

  it('one domain keeps its order: the temperature is set only after the AC has been switched on', async () => {
    const { car, handled } = await slowCar('ordered-car')
    const { commands } = await say('ordered-car', '打开空调然后调到22度')
    expect(commands.map((c) => c.status)).toEqual(['executed', 'executed'])
    expect(handled.map((h) => h.action)).toEqual(['turn_on', 'set_temperature'])
    expect(handled[1]!.arrived).toBeGreaterThanOrEqual(handled[0]!.answered)
    car.socket.close()
  })
})
