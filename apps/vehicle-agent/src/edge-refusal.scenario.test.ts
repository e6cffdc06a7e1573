import { randomUUID } from 'node:crypto'
import { type CockpitTestServer, startCockpitServer } from '@mindwire/cockpit/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { VehicleAgent } from './vehicle-agent.ts'

let server: CockpitTestServer
let agent: VehicleAgent
const executed: string[] = []
beforeAll(async () => {
  server = await startCockpitServer()
  agent = new VehicleAgent({
    serverUrl: server.url,
    vehicleId: 'car-edge',
    apiKey: await server.vehicleKey('car-edge'),
    initialState: { speed: 100, gear: 'D' },
    reconnectMs: 50,
    onExecute: (id) => executed.push(id),
  })
  agent.start()
  await vi.waitFor(
    async () => {
      if (!agent.connected) throw new Error('not connected yet')
      const state = (await server.call('/api/v1/vehicle/car-edge/state')).json.data
      if (state?.speed !== 100) throw new Error('the car’s speed has not reached the server yet')
    },
    { timeout: 30_000, interval: 100 },
  )
})
afterAll(async () => {
  agent.stop()
  await server.close()
})

/** A command put on the car's own WebSocket without the server's rules: as from the bus, or forged. */
const forged = (name: string, params: Record<string, unknown>, requiresConfirmation?: boolean) =>
  server.cockpit.gateway.execute({
    id: randomUUID(),
    vehicleId: 'fleet/car-edge',
    name,
    params,
    timestamp: Date.now(),
    ...(requiresConfirmation === undefined ? {} : { requiresConfirmation }),
  })

describe('the car judges every command again before it actuates', () => {
  it('refuses a trunk opened at 100 km/h however it arrives, and says which rules by which version', async () => {
    const outcome = await forged('control_trunk', { action: 'open' })
    expect(outcome).toMatchObject({
      ok: false,
      error: 'vehicle_refused',
      refusal: { rules: ['trunk-while-moving'], rulesVersion: agent.rulesVersion },
    })
    expect(outcome.reply).toBe('车辆拒绝执行：车辆正在行驶，为了安全不能打开后备箱')
    // The car holds the rules the server loaded: the same file.
    expect(agent.rulesVersion).toBe(server.cockpit.rules.version)
    expect(agent.state.trunk).toBe('closed')
    expect(executed).toEqual([])
  })

  it('lets a rule that asks for confirmation pass only a command the driver confirmed', async () => {
    const unasked = await forged('control_window', { position: 'all', action: 'close' })
    expect(unasked).toMatchObject({ ok: false, refusal: { rules: ['confirm-all-windows'] } })
    expect(unasked.reply).toContain('需要驾驶员确认')
    const confirmed = await forged('control_window', { position: 'all', action: 'close' }, true)
    expect(confirmed.ok).toBe(true)
    expect(executed).toHaveLength(1)
  })

  it('a server whose rules lag the car’s: the car refuses, the command is recorded as refused with its reason', async () => {
    const live = server.cockpit.rules.rules
    const kept = [...live]
    // The server's copy of the rules loses the trunk rule (a stale deployment); the car's has it.
    live.splice(0, live.length, ...kept.filter((rule) => rule.id !== 'trunk-while-moving'))
    try {
      const sessionId = randomUUID()
      const { json } = await server.call('/api/v1/dialog', {
        body: { sessionId, vehicleId: 'car-edge', text: '打开后备箱' },
      })
      expect(json.data.commands).toMatchObject([
        {
          intent: 'control_trunk.open',
          status: 'rejected',
          message: '车辆拒绝执行：车辆正在行驶，为了安全不能打开后备箱',
        },
      ])
      expect(json.data.text).not.toContain('已打开')
      const session = await server.call(`/api/v1/sessions/${sessionId}`)
      expect(session.status).toBe(200)
      expect(agent.state.trunk).toBe('closed')
    } finally {
      live.splice(0, live.length, ...kept)
    }
  })
})
