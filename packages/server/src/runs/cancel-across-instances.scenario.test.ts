import { randomBytes } from 'node:crypto'
import { type Domain, defineTool } from '@mindwire/agent'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Bus } from '../bus/bus.ts'
import { openBus } from '../bus/open-bus.ts'
import { api, sse } from '../testing/http-client.ts'
import { TEST_NATS_URL } from '../testing/nats-test-server.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

// A tool that takes its time and records what it did unless its run was stopped first.
const actuated: string[] = []
let started: (() => void) | undefined

const slowDomain: Domain<Record<string, never>> = {
  name: 'slow',
  description: 'a domain with one slow tool, for the cross-instance cancel test',
  taskType: 'chat',
  initialState: () => ({}),
  system: () => 'You act slowly.',
  tools: [
    defineTool<z.ZodObject<{ what: z.ZodString }>, Record<string, never>>({
      name: 'actuate',
      description: 'act on something, slowly',
      parameters: z.object({ what: z.string() }),
      execute: async ({ what }, { signal }) => {
        started?.()
        await new Promise((resolve) => setTimeout(resolve, 1500))
        if (!signal.aborted) actuated.push(what)
        return { done: what }
      },
    }),
  ],
}

// Two instances on one store, sharing the real NATS the deployment uses (no auth, JetStream).
let buses: Bus[]
let first: TestServer
let second: TestServer
beforeAll(async () => {
  // One deployment of its own on the shared NATS: a fresh prefix and secret.
  const config = {
    servers: [TEST_NATS_URL],
    prefix: `cancel${process.pid}`,
    secret: randomBytes(24).toString('hex'),
    insecure: false,
  }
  buses = [await openBus(config, 'cancel-a'), await openBus(config, 'cancel-b')]
  first = await startTestServer({ domains: [{ domain: slowDomain }], bus: buses[0] })
  second = await startTestServer({
    domains: [{ domain: slowDomain }],
    bus: buses[1],
    store: first.store,
    llm: first.llm,
  })
}, 120_000)
afterAll(async () => {
  await second.close({ keepStore: true })
  await first.close()
  for (const bus of buses) await bus.close()
})

describe('a cancel reaches the instance that runs the session', () => {
  it('Stop sent to another instance stops the run: its tool acts on nothing', async () => {
    const { key } = await first.tenant(`across-${Date.now()}`)
    const session = await api(`${first.url}/api/ai/sessions`, key, { body: { app: 'slow' } })
    const sessionId = session.json.id as string
    first.llm.enqueue({ toolCalls: [{ name: 'actuate', args: { what: 'remote' } }] })
    const toolStarted = new Promise<void>((resolve) => {
      started = resolve
    })
    const streaming = sse(`${first.url}/api/ai/chat`, key, { body: { sessionId, message: 'act' } })
    await toolStarted
    const cancel = await api(`${second.url}/api/ai/sessions/${sessionId}/cancel`, key, { body: {} })
    expect(cancel.json).toMatchObject({ sessionId, status: 'cancelled' })
    const { events } = await streaming
    expect(events.at(-1)?.data).toMatchObject({ type: 'interrupted', cancelled: true })
    await new Promise((resolve) => setTimeout(resolve, 1600))
    expect(actuated).toEqual([])
  })
})
