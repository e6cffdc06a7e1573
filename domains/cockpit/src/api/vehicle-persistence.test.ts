import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startCockpitServer } from '../testing/cockpit-test-server.ts'
import { defaultVehicleState } from '../vehicle/vehicle-state.ts'
import { vehicleKey } from './vehicle-key.ts'

const folders: string[] = []
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true })
})

describe('vehicle state in the store', () => {
  it('survives a restart of the server', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mindwire-vehicles-'))
    folders.push(dataDir)
    const first = await startCockpitServer({ dataDir })
    const dialog = await first.call('/api/v1/dialog', {
      body: { sessionId: crypto.randomUUID(), vehicleId: 'car-kept', text: '打开空调，温度调到19度' },
    })
    expect(dialog.json.success).toBe(true)
    const key = first.key
    await first.close()

    const second = await startCockpitServer({ dataDir, key })
    const state = await second.call('/api/v1/vehicle/car-kept/state')
    expect(state.json.data.ac).toMatchObject({ isOn: true, temperature: 19 })
    await second.close()
  })

  it('registers a new vehicle once when its first requests arrive together, and keeps what each did', async () => {
    const t = await startCockpitServer()
    const say = (text: string) =>
      t.call('/api/v1/dialog', { body: { sessionId: crypto.randomUUID(), vehicleId: 'car-twice', text } })
    const answers = await Promise.all([say('打开空调'), say('打开天窗')])
    for (const answer of answers) expect(answer.json.success).toBe(true)
    const state = (await t.call('/api/v1/vehicle/car-twice/state')).json.data
    expect(state.ac.isOn).toBe(true)
    expect(state.sunroof.glass).toBeGreaterThan(0)
    // Registering after a read that found nothing keeps what memory holds by then (a concurrent request's car).
    const { registry } = t.cockpit
    const key = vehicleKey('fleet', 'car-raced')
    expect(await registry.load(key)).toBeUndefined()
    registry.set(key, defaultVehicleState({ speed: 42 }))
    expect(registry.register(key, true).speed).toBe(42)
    await t.close()
  })

  it('keeps memory bounded however many vehicles report, and loses none of them', async () => {
    const t = await startCockpitServer({ vehicleCacheSize: 10 })
    for (let i = 0; i < 40; i++)
      await t.call(`/api/v1/vehicle/car-${i}/state`, { method: 'PATCH', body: { speed: i } })
    await t.cockpit.registry.flush()
    expect(t.cockpit.registry.size).toBeLessThanOrEqual(10)
    for (const i of [0, 17, 39])
      expect((await t.call(`/api/v1/vehicle/car-${i}/state`)).json.data.speed).toBe(i)
    // Reading an unknown vehicle keeps nothing at all.
    for (let i = 0; i < 20; i++) expect((await t.call(`/api/v1/vehicle/ghost-${i}/state`)).status).toBe(404)
    expect((await t.call('/api/v1/vehicles')).json.data).toHaveLength(40)
    await t.close()
  })
})
