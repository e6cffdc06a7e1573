import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { connectWs } from '../testing/ws-client.ts'

let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer()
})
afterAll(() => t.close())

/** A WebSocket client of the test server. */
const connect = async (vehicleId: string, role: 'client' | 'agent' = 'client') =>
  connectWs(t.url, role === 'agent' ? await t.vehicleKey(vehicleId) : t.key, vehicleId, role)

describe('WebSocket gateway', () => {
  it('answers ping with pong and dialog input with a streamed reply', async () => {
    const ws = await connect('ws-car')
    ws.send('ping', { timestamp: 42 })
    expect((await ws.next('pong')).data).toEqual({ timestamp: 42 })
    ws.send('dialog:input', { sessionId: randomUUID(), text: '把空调调到22度' })
    const start = await ws.next('dialog:response_start')
    const end = await ws.next('dialog:response_end')
    expect(end.data.messageId).toBe(start.data.messageId)
    expect(ws.received.some((m) => m.event === 'dialog:response_chunk')).toBe(true)
    expect(end.data.commands).toMatchObject([{ intent: 'control_ac.set_temperature', status: 'executed' }])
    const update = ws.received.find((m) => m.event === 'vehicle:state')
    expect(update?.data.ac.temperature).toBe(22)
    ws.socket.close()
  })

  it('asks for confirmation over the socket and takes the answer', async () => {
    const ws = await connect('ws-confirm')
    const sessionId = randomUUID()
    ws.send('dialog:input', { sessionId, text: '打开所有车窗' })
    const ask = await ws.next('command:confirm_required')
    const mark = ws.received.length
    ws.send('command:confirm', { sessionId, commandId: ask.data.commandId, confirmed: true })
    const end = await ws.next('dialog:response_end', mark)
    expect(end.data.commands).toMatchObject([{ status: 'executed' }])
    ws.socket.close()
  })

  it('takes command:confirm as seed 002 writes it, { commandId, confirmed }, for its own vehicle only', async () => {
    const ws = await connect('ws-seed-confirm')
    const sessionId = randomUUID()
    ws.send('dialog:input', { sessionId, text: '打开所有车窗' })
    const ask = await ws.next('command:confirm_required')
    // Another vehicle's screen of the same tenant cannot answer it.
    const other = await connect('ws-other-car')
    other.send('command:confirm', { commandId: ask.data.commandId, confirmed: true })
    expect((await other.next('error')).data.code).toBe('not_found')
    const mark = ws.received.length
    ws.send('command:confirm', { commandId: ask.data.commandId, confirmed: true })
    const end = await ws.next('dialog:response_end', mark)
    expect(end.data.commands).toMatchObject([{ id: ask.data.commandId, status: 'executed' }])
    ws.socket.close()
    other.socket.close()
  })

  it('sends commands to a connected vehicle agent and reports its real result', async () => {
    const agent = await connect('ws-agent-car', 'agent')
    const hmi = await connect('ws-agent-car')
    agent.socket.addEventListener('message', (message) => {
      const { event, data } = JSON.parse(String(message.data))
      if (event !== 'command:execute') return
      // The car clamps the temperature to what its hardware allows and reports its real state.
      agent.send('command:result', {
        commandId: data.id,
        success: true,
        message: '空调已调到26度',
        vehicleState: { ac: { isOn: true, temperature: 26 } },
      })
    })
    hmi.send('dialog:input', { sessionId: randomUUID(), text: '空调调到26度' })
    const end = await hmi.next('dialog:response_end')
    // Seed 002 §4.2.2: a VehicleCommand, under the id the dialog API reports, with the engine's confidence.
    const sent = (await agent.next('command:execute')).data
    expect(sent).toEqual({
      id: end.data.commands[0].id,
      vehicleId: 'ws-agent-car',
      domain: 'vehicle_control',
      intent: 'control_ac.set_temperature',
      parameters: { action: 'set_temperature', temperature: 26 },
      confidence: expect.any(Number),
      requiresConfirmation: false,
      timestamp: expect.any(Number),
    })
    expect(end.data.commands[0].confidence).toBe(sent.confidence)
    expect(end.data.text).toBe('空调已调到26度')
    expect((await t.call('/api/v1/vehicle/ws-agent-car/state')).json.data.ac.temperature).toBe(26)
    agent.socket.close()
    hmi.socket.close()
  })

  it('applies state reports and refuses bad messages with a typed error', async () => {
    const ws = await connect('ws-report')
    ws.send('vehicle:state_update', { speed: 72, gear: 'D' })
    await expect.poll(async () => (await t.call('/api/v1/vehicle/ws-report/state')).json.data.speed).toBe(72)
    ws.socket.send('not json')
    expect((await ws.next('error')).data.code).toBe('invalid_json')
    const mark = ws.received.length
    ws.send('vehicle:state_update', { speed: -5 })
    expect((await ws.next('error', mark)).data.code).toBe('invalid_request')
    ws.send('teleport', {})
    expect(ws.received.length).toBeGreaterThan(mark)
    ws.socket.close()
  })

  it('answers unknown event names, inherited ones included, with unknown_event and the valid names', async () => {
    const ws = await connect('ws-proto')
    for (const name of ['__proto__', 'toString', 'constructor', 'teleport']) {
      const mark = ws.received.length
      ws.send(name, {})
      const error = await ws.next('error', mark)
      expect([name, error.data.code]).toEqual([name, 'unknown_event'])
      expect(error.data.details.events).toContain('dialog:input')
    }
    ws.socket.close()
  })

  it('refuses text the database cannot store, as HTTP does, before anything runs', async () => {
    const sessionId = randomUUID()
    const ws = await connect('ws-nul')
    ws.send('dialog:input', { sessionId, text: '打开空调\u0000' })
    const error = await ws.next('error')
    expect(error.data.code).toBe('invalid_request')
    expect(error.data.message).toContain('message.data.text')
    const mark = ws.received.length
    ws.send('vehicle:state_update', { '\ud800': 1 })
    expect((await ws.next('error', mark)).data.code).toBe('invalid_request')
    expect((await t.call(`/api/v1/sessions/${sessionId}`)).status).toBe(404)
    expect((await t.call('/api/v1/vehicle/ws-nul/state')).json.data.ac.isOn).toBe(false)
    ws.socket.close()
  })

  it('refuses a connection without a valid key', async () => {
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/api/v1/ws?vehicleId=x&token=wrong`)
    const outcome = await new Promise((resolve) => {
      socket.addEventListener('error', () => resolve('refused'))
      socket.addEventListener('open', () => resolve('opened'))
    })
    expect(outcome).toBe('refused')
  })
})

/** The status a WebSocket handshake gets: 101 when accepted, else the refusal's HTTP status. */
async function handshake(server: CockpitTestServer, query: string, headers: Record<string, string>) {
  const { request } = await import('node:http')
  return new Promise<number>((resolve, reject) => {
    // A connection of its own: a refused handshake's connection is not reused.
    const req = request(`${server.url}/api/v1/ws?${query}`, {
      agent: false,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': Buffer.from(randomUUID().slice(0, 16)).toString('base64'),
        ...headers,
      },
    })
    req.on('upgrade', (_response, socket) => {
      socket.destroy()
      resolve(101)
    })
    req.on('response', (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}

describe('WebSocket handshakes a web page could start', () => {
  let keyless: CockpitTestServer
  beforeAll(async () => {
    keyless = await startCockpitServer({ auth: 'optional' })
  })
  afterAll(() => keyless.close())

  it('refuses another site’s Origin, also in keyless loopback mode; its own origin and programs pass', async () => {
    const host = new URL(keyless.url).host
    expect(
      await handshake(keyless, 'vehicleId=car-evil&role=client', { origin: 'https://evil.example' }),
    ).toBe(403)
    expect(await handshake(keyless, 'vehicleId=car&role=client', { origin: `http://${host}` })).toBe(101)
    expect(await handshake(keyless, 'vehicleId=car&role=client', {})).toBe(101)
    // Nothing happened to the car behind the refused page: it was never even registered.
    expect((await keyless.call('/api/v1/vehicle/car-evil/state')).status).toBe(404)
  })

  it('takes a vehicle’s command feed (role=agent) only with that vehicle’s own key, in every mode', async () => {
    expect(await handshake(keyless, 'vehicleId=car&role=agent', {})).toBe(401)
    // A tenant key names no car: it cannot pose as any of them.
    expect(await handshake(keyless, `vehicleId=car&role=agent&token=${keyless.key}`, {})).toBe(403)
    const carKey = await keyless.vehicleKey('car')
    expect(await handshake(keyless, `vehicleId=car&role=agent&token=${carKey}`, {})).toBe(101)
    // The car's key is for its own link only: not another car, not an HMI, not an HTTP route.
    expect(await handshake(keyless, `vehicleId=car-2&role=agent&token=${carKey}`, {})).toBe(403)
    expect(await handshake(keyless, `vehicleId=car&role=client&token=${carKey}`, {})).toBe(403)
    const http = await fetch(`${keyless.url}/api/v1/vehicle/car/state`, {
      headers: { authorization: `Bearer ${carKey}` },
    })
    expect(http.status).toBe(403)
    expect((await http.json()).error.code).toBe('forbidden')
  })
})
