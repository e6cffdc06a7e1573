import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { sayOverHttp } from '../testing/dialog-call.ts'

let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer()
})
afterAll(() => t.close())

const intents = (json: { data: { commands: Array<{ intent: string }> } }) =>
  json.data.commands.map((c) => c.intent)

describe('bare follow-ups over the dialog API (seed 002 §8.2: intent from the vehicle state)', () => {
  it('reads a bare place as the answer to 您想去哪里？', async () => {
    const vehicleId = `car-${randomUUID().slice(0, 8)}`
    const asked = await sayOverHttp(t, vehicleId, '导航')
    expect(asked.json.data.text).toContain('去哪')
    const { json, state } = await sayOverHttp(t, vehicleId, '人民广场', asked.sessionId)
    expect(intents(json)).toEqual(['control_navigation.set_destination'])
    expect([state.navigation.isNavigating, state.navigation.destination]).toEqual([true, '人民广场'])
  })

  it('cancels the navigation that is running when a new session says only 取消', async () => {
    const vehicleId = `car-${randomUUID().slice(0, 8)}`
    await sayOverHttp(t, vehicleId, '导航去公司')
    const { json, state } = await sayOverHttp(t, vehicleId, '取消')
    expect(intents(json)).toEqual(['control_navigation.cancel'])
    expect(state.navigation.isNavigating).toBe(false)
  })

  it('stops the music that is playing on a bare 退出, and answers a question with 取消 by doing nothing', async () => {
    const vehicleId = `car-${randomUUID().slice(0, 8)}`
    await sayOverHttp(t, vehicleId, '播放周杰伦的晴天')
    const stopped = await sayOverHttp(t, vehicleId, '退出')
    expect(intents(stopped.json)).toEqual(['control_music.pause'])
    expect(stopped.state.music.isPlaying).toBe(false)
    const asked = await sayOverHttp(t, vehicleId, '导航')
    const { json } = await sayOverHttp(t, vehicleId, '取消', asked.sessionId)
    expect(intents(json)).toEqual([])
  })
})
