import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { sayOverHttp } from '../testing/dialog-call.ts'

// Issue 44: a command that leaves the car as it was (the AC set to the temperature it has) ran, but did
// nothing: the tool-call counter does not count it `ok`.
let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer()
})
afterAll(() => t.close())

async function counted(tool: string, status: string): Promise<number> {
  const response = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${t.key}` } })
  const line = (await response.text())
    .split('\n')
    .find((row) => row.startsWith(`mindwire_tool_calls_total{tool="${tool}",status="${status}"}`))
  return line ? Number(line.split(' ').at(-1)) : 0
}

describe('a cockpit command counted by what it did', () => {
  it('the same temperature asked twice: the first call changed the car, the second is no_effect', async () => {
    const car = `car-${randomUUID().slice(0, 8)}`
    const first = await sayOverHttp(t, car, '把空调调到24度')
    expect(first.state.ac.temperature).toBe(24)
    expect(await counted('control_ac', 'ok')).toBe(1)
    expect(await counted('control_ac', 'no_effect')).toBe(0)
    const again = await sayOverHttp(t, car, '把空调调到24度', first.sessionId)
    expect(again.status).toBe(200)
    expect(again.state.ac.temperature).toBe(24)
    expect(await counted('control_ac', 'ok')).toBe(1)
    expect(await counted('control_ac', 'no_effect')).toBe(1)
  })
})
