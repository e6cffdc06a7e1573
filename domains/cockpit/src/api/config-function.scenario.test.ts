import { randomUUID } from 'node:crypto'
import { ToolRegistry } from '@mindwire/agent'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Catalogue } from '../catalogue/catalogue.ts'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { type ConfigFolder, copyShippedConfig, FRAGRANCE_FUNCTION } from '../testing/config-folder.ts'
import { sayOverHttp } from '../testing/dialog-call.ts'
import { connectWs } from '../testing/ws-client.ts'

let folder: ConfigFolder
let t: CockpitTestServer
let toolsBefore: ToolRegistry
const vehicleId = `car-${randomUUID().slice(0, 8)}`

// A running server, its engine already built; then an operator drops a new function file beside the others.
beforeAll(async () => {
  folder = copyShippedConfig()
  const catalogue = new Catalogue({ functionsDir: folder.functionsDir, promptsDir: folder.promptsDir })
  t = await startCockpitServer({ catalogue })
  toolsBefore = new ToolRegistry(t.cockpit.domain.tools)
  const before = await sayOverHttp(t, vehicleId, '打开香氛')
  expect(before.json.data.commands).toEqual([])
  folder.writeFunction('control_fragrance', FRAGRANCE_FUNCTION)
  for (let i = 0; i < 100 && !catalogue.get('control_fragrance'); i++)
    await new Promise((r) => setTimeout(r, 50))
})
afterAll(async () => {
  await t.close()
  t.cockpit.catalogue.close()
  folder.remove()
})

/** Runs one tool directly over HTTP on a session bound to the vehicle, as an app would. */
async function execute(args: Record<string, unknown>) {
  const session = await t.call('/api/ai/sessions', { body: { app: 'cockpit', state: { vehicleId } } })
  return t.call('/api/ai/tools/execute', {
    body: { app: 'cockpit', name: 'control_fragrance', args, sessionId: session.json.id },
  })
}

const fragrance = async () =>
  (await t.call(`/api/v1/vehicle/${vehicleId}/state`)).json.data.custom?.control_fragrance

describe('a function added by configuration while the server runs', () => {
  it('is in the tool list the model is offered, with its enums', () => {
    const tool = toolsBefore.modelTools().find((candidate) => candidate.name === 'control_fragrance')
    expect(tool?.description).toBe(FRAGRANCE_FUNCTION.description)
    expect(tool?.inputSchema).toMatchObject({
      properties: { action: { enum: ['on', 'off'] }, scent: { enum: ['ocean', 'forest', 'floral'] } },
      required: ['action'],
    })
  })

  it('refuses bad parameters with a typed validation error and changes nothing', async () => {
    const { status, json } = await execute({ action: 'on', scent: 'garlic' })
    expect(status).toBe(400)
    expect(json.error.code).toBe('invalid_request')
    expect(json.error.message).toMatch(/scent/)
    expect(await fragrance()).toBeUndefined()
  })

  it('is understood offline from the words its file gives, and runs', async () => {
    const { status, json, state } = await sayOverHttp(t, vehicleId, '打开海洋香氛')
    expect(status).toBe(200)
    expect(json.data.commands).toMatchObject([
      {
        domain: 'vehicle_control',
        intent: 'control_fragrance.on',
        parameters: { action: 'on', scent: 'ocean' },
        status: 'executed',
      },
    ])
    expect(json.data.text).toContain('香氛已打开')
    expect(state.custom.control_fragrance).toEqual({ action: 'on', scent: 'ocean' })
  })

  it('runs a valid direct call and changes the vehicle state', async () => {
    const { status, json } = await execute({ action: 'off' })
    expect(status).toBe(200)
    expect(json.output).toMatchObject({ reply: '香氛已关闭' })
    expect(await fragrance()).toEqual({ action: 'off', scent: 'ocean' })
  })

  it('runs over the WebSocket too, and the state update carries it', async () => {
    const ws = await connectWs(t.url, t.key, vehicleId)
    const mark = ws.received.length
    ws.send('dialog:input', { sessionId: randomUUID(), text: '打开花香香氛' })
    const end = await ws.next('dialog:response_end', mark)
    expect(end.data.commands.map((c: { intent: string }) => c.intent)).toEqual(['control_fragrance.on'])
    const updates = ws.received.slice(mark).filter((m) => m.event === 'vehicle:state')
    expect(updates.at(-1)?.data.custom.control_fragrance).toEqual({ action: 'on', scent: 'floral' })
    ws.socket.close()
  })

  it('runs nothing the driver negated (别开香氛)', async () => {
    const { json } = await sayOverHttp(t, vehicleId, '别开香氛')
    expect(json.data.commands).toEqual([])
  })

  it('keeps the built-in devices to their own matchers', async () => {
    const { json } = await sayOverHttp(t, vehicleId, '打开空调，关闭香氛')
    expect(json.data.commands.map((c: { intent: string }) => c.intent).sort()).toEqual([
      'control_ac.turn_on',
      'control_fragrance.off',
    ])
  })
})
