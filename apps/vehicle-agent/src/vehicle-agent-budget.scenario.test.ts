import { connect, createServer, type Server } from 'node:net'
import { type CockpitTestServer, startCockpitServer } from '@mindwire/cockpit/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { ONLINE_WAIT_MS, VehicleAgent } from './vehicle-agent.ts'

const running: Array<{ stop(): void } | CockpitTestServer | Server> = []
afterEach(async () => {
  for (const item of running.splice(0))
    await ('close' in item && 'call' in item ? item.close() : 'stop' in item ? item.stop() : item.close())
})

/** The network between car and cloud, which can stall: the link stays up, nothing gets through. */
async function stallableLink(target: number) {
  let stalled = false
  const proxy = createServer((socket) => {
    const upstream = connect(target, '127.0.0.1')
    socket.on('data', (chunk) => stalled || upstream.write(chunk))
    upstream.on('data', (chunk) => stalled || socket.write(chunk))
    const end = () => {
      socket.destroy()
      upstream.destroy()
    }
    socket.on('error', end)
    upstream.on('error', end)
    socket.on('close', end)
    upstream.on('close', end)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  return { proxy, port: (proxy.address() as { port: number }).port, stall: () => (stalled = true) }
}

describe('the vehicle agent answers within seed 002’s 2 s', () => {
  it('a stalled link: the car answers on its own engine after the bounded wait, well inside 2 s', async () => {
    const server = await startCockpitServer()
    running.push(server)
    const link = await stallableLink(Number(new URL(server.url).port))
    running.push(link.proxy)
    const agent = new VehicleAgent({
      serverUrl: `http://127.0.0.1:${link.port}`,
      vehicleId: 'car-slow-link',
      apiKey: server.key,
      reconnectMs: 60_000,
    })
    running.push(agent)
    agent.start()
    await expect.poll(() => agent.connected, { timeout: 20_000 }).toBe(true)
    link.stall()
    const started = performance.now()
    const reply = await agent.dialog('打开空调')
    const elapsed = performance.now() - started
    expect(reply.mode).toBe('offline')
    expect(reply.commands).toMatchObject([{ name: 'control_ac', status: 'ok' }])
    expect(agent.state.ac.isOn).toBe(true)
    expect(elapsed).toBeGreaterThanOrEqual(ONLINE_WAIT_MS)
    expect(elapsed).toBeLessThan(2000)
    console.info(`stalled link: answered offline after ${elapsed.toFixed(0)} ms (wait ${ONLINE_WAIT_MS} ms)`)
  })
})
