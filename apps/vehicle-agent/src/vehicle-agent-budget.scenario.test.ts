import { connect, createServer, type Server } from 'node:net'
import { type CockpitTestServer, startCockpitServer } from '@mindwire/cockpit/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { ONLINE_WAIT_MS, VehicleAgent } from './vehicle-agent.ts'

const running: Array<{ stop(): void } | CockpitTestServer | Server> = []
afterEach(async () => {
  // Last started, first stopped: the car, then the link (its stalled sockets cut), then the server.
  for (const item of running.splice(0).reverse()) {
    if ('call' in item) await item.close()
    else if ('stop' in item) item.stop()
    else item.close()
  }
})

/**
 * The network between car and cloud, which can stall: the link stays up, nothing gets through. `hold`
 * stalls only the way to the car and keeps what the server sends until `release`: a slow downlink.
 */
async function stallableLink(target: number) {
  let stalled = false
  let held: Buffer[] | undefined
  const sockets: Array<import('node:net').Socket> = []
  const proxy = createServer((socket) => {
    sockets.push(socket)
    const upstream = connect(target, '127.0.0.1')
    socket.on('data', (chunk) => stalled || upstream.write(chunk))
    upstream.on('data', (chunk) => {
      if (stalled) return
      if (held) held.push(chunk)
      else socket.write(chunk)
    })
    const end = () => {
      socket.destroy()
      upstream.destroy()
    }
    socket.on('error', end)
    upstream.on('error', end)
    socket.on('close', end)
    upstream.on('close', end)
    proxy.on('close', end)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  // Closing the link cuts what runs over it: a stalled socket would keep the listener open for ever.
  const close = proxy.close.bind(proxy)
  proxy.close = (callback) => {
    for (const socket of sockets) socket.destroy()
    return close(callback)
  }
  return {
    proxy,
    port: (proxy.address() as { port: number }).port,
    stall: () => {
      stalled = true
    },
    hold: () => {
      held = []
    },
    release: () => {
      for (const chunk of held ?? []) for (const socket of sockets) socket.write(chunk)
      held = undefined
    },
  }
}

/** A server, and a connected agent that reaches it through a link the test can stall or hold. */
async function agentBehindLink(vehicleId: string) {
  const server = await startCockpitServer()
  running.push(server)
  const link = await stallableLink(Number(new URL(server.url).port))
  running.push(link.proxy)
  const agent = new VehicleAgent({
    serverUrl: `http://127.0.0.1:${link.port}`,
    vehicleId,
    apiKey: await server.vehicleKey(vehicleId),
    reconnectMs: 60_000,
  })
  running.push(agent)
  agent.start()
  await expect.poll(() => agent.connected, { timeout: 20_000 }).toBe(true)
  return { link, agent }
}

describe('the vehicle agent answers within seed 002’s 2 s', () => {
  it('a stalled link: the car answers on its own engine after the bounded wait, well inside 2 s', async () => {
    const { agent, link } = await agentBehindLink('car-slow-link')
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

  it('a slow downlink: the server’s late command for what the car already did offline is not done twice', async () => {
    const { agent, link } = await agentBehindLink('car-late-answer')
    link.hold()
    const reply = await agent.dialog('空调温度调高两度')
    expect(reply.mode).toBe('offline')
    expect(agent.state.ac.temperature).toBe(26)
    link.release()
    // The server's own answer comes late and asks for the same change: the car does it once.
    await expect.poll(() => agent.lateRepeats, { timeout: 10_000 }).toBe(1)
    expect(agent.executedCount).toBe(0)
    expect(agent.state.ac.temperature).toBe(26)
  })
})
