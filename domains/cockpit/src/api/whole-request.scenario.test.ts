import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { sayOverHttp } from '../testing/dialog-call.ts'

// The offline model acts only on a request it understood whole, and only on one asking the car for a
// change now: everything here goes over real HTTP to a real server with the offline engine.
let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer()
})
afterAll(() => t.close())

// The car's state before the request (a parked car reports it first, which registers the vehicle).
async function stateOf(vehicleId: string): Promise<Record<string, unknown>> {
  await t.call(`/api/v1/vehicle/${vehicleId}/state`, { method: 'PATCH', body: { speed: 0 } })
  return (await t.call(`/api/v1/vehicle/${vehicleId}/state`)).json.data
}

describe('a command with words the car did not understand changes nothing and says which', () => {
  it.each([
    ['空调开到二十三度照顾宝宝', 'car-whole-ac', '照顾宝宝'],
    ['打开天窗看星星', 'car-whole-roof', '看星星'],
  ])('%s: no command, the state as it was, the reply names %s', async (text, vehicleId, words) => {
    const before = await stateOf(vehicleId)
    const { status, json, state } = await sayOverHttp(t, vehicleId, text)
    expect(status).toBe(200)
    expect(json.data.commands).toEqual([])
    expect(json.data.text).toContain(words.slice(0, 2))
    expect(state).toEqual(before)
  })

  it('a word said twice is read once: 空调空调，打开 turns the AC on', async () => {
    const { json, state } = await sayOverHttp(t, 'car-whole-repeat', '空调空调，打开')
    expect(json.data.commands.map((c: { intent: string }) => c.intent)).toEqual(['control_ac.turn_on'])
    expect((state.ac as { isOn: boolean }).isOn).toBe(true)
  })
})

describe('a question about a setting is not carried out as a change', () => {
  it.each([
    ['现在是外循环吗', 'car-ask-circulation'],
    ['车窗是开着还是关着的', 'car-ask-which'],
    ['空调是制冷还是制热', 'car-ask-mode'],
  ])('%s: no command and nothing changes', async (text, vehicleId) => {
    const before = await stateOf(vehicleId)
    const { json, state } = await sayOverHttp(t, vehicleId, text)
    expect(json.data.commands).toEqual([])
    expect(state).toEqual(before)
  })

  it('a polite request ending 好吗 is still a request: 打开空调好吗 turns it on', async () => {
    const { json, state } = await sayOverHttp(t, 'car-polite', '打开空调好吗')
    expect(json.data.commands).toHaveLength(1)
    expect((state.ac as { isOn: boolean }).isOn).toBe(true)
  })
})

describe('a request to another system, or small talk, is not for the car to carry out', () => {
  it.each([
    ['把手机音量调到零', 'car-other-phone'],
    ['打开家里的空调', 'car-other-home'],
    ['帮我把办公室的灯关掉', 'car-other-office'],
    ['给我讲个关于空调的笑话', 'car-joke'],
  ])('%s: no command and nothing changes', async (text, vehicleId) => {
    const before = await stateOf(vehicleId)
    const { status, json, state } = await sayOverHttp(t, vehicleId, text)
    expect(status).toBe(200)
    expect(json.data.commands).toEqual([])
    expect(state).toEqual(before)
  })
})
