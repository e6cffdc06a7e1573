import { type Domain, defineTool } from '@mindwire/agent'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { api, sse } from '../testing/http-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

// A tool that takes its time before it acts, as a car's actuator or a slow API does, and honours its
// signal the way a well-behaved tool must: what it records is what "executed" means here.
const actuated: string[] = []
let started: (() => void) | undefined
const TOOL_MS = 1500

const slowDomain: Domain<Record<string, never>> = {
  name: 'slow',
  description: 'a domain with one slow tool, for the cancel tests',
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
        await new Promise((resolve) => setTimeout(resolve, TOOL_MS))
        if (signal.aborted) return { skipped: what }
        actuated.push(what)
        return { done: what }
      },
    }),
  ],
}

let t: TestServer
let acme: string
let other: string

beforeAll(async () => {
  t = await startTestServer({ domains: [{ domain: slowDomain }], config: { sseResumeGraceMs: 5000 } })
  ;({ key: acme } = await t.tenant('acme'))
  ;({ key: other } = await t.tenant('other'))
})
afterAll(() => t.close())

const twoSlowCalls = {
  toolCalls: [
    { name: 'actuate', args: { what: 'first' } },
    { name: 'actuate', args: { what: 'second' } },
  ],
}

describe('stop means stop', () => {
  it('a cancel stops the running tool at once, starts no further call, and is recorded as cancelled', async () => {
    actuated.length = 0
    const session = await api(`${t.url}/api/ai/sessions`, acme, { body: { app: 'slow' } })
    const sessionId = session.json.id as string
    t.llm.enqueue(twoSlowCalls)
    const toolStarted = new Promise<void>((resolve) => {
      started = resolve
    })
    const asked = t.llm.requests.length
    const streaming = sse(`${t.url}/api/ai/chat`, acme, { body: { sessionId, message: 'act twice' } })
    await toolStarted
    const before = performance.now()
    const cancel = await api(`${t.url}/api/ai/sessions/${sessionId}/cancel`, acme, { body: {} })
    const cancelMs = performance.now() - before
    expect(cancel.status).toBe(200)
    expect(cancel.json).toMatchObject({ sessionId, status: 'cancelled' })
    // The tool had most of its time to go: the cancel did not wait for it.
    expect(cancelMs).toBeLessThan(TOOL_MS / 2)
    console.info(`cancel answered in ${cancelMs.toFixed(1)} ms`)
    const { events } = await streaming
    const last = events.at(-1)!.data
    expect(last).toMatchObject({ type: 'interrupted', cancelled: true })
    const results = events.filter((e) => e.data.type === 'tool_result').map((e) => e.data)
    expect(results.map((r) => r.status)).toEqual(['interrupted'])
    // Well past the tool's delay: nothing acted, and the model was asked once only.
    await new Promise((resolve) => setTimeout(resolve, TOOL_MS))
    expect(actuated).toEqual([])
    expect(t.llm.requests.length - asked).toBe(1)
    const stored = await t.store.events.listAfter(sessionId, 0)
    expect(stored.at(-1)).toMatchObject({ type: 'interrupted', data: { cancelled: true } })
    const audit = await t.store.audit.list('acme', { action: 'run_cancel' })
    expect(audit[0]?.detail).toMatchObject({ sessionId, runId: cancel.json.runId })
    // The session is free at once: no resume grace period to wait out.
    t.llm.enqueue({ text: 'fresh answer' })
    const next = await api(`${t.url}/api/ai/chat`, acme, { body: { sessionId, message: 'again' } })
    expect(next.status).toBe(200)
    expect(next.json.text).toBe('fresh answer')
  })

  it('a JSON caller of a cancelled run gets a typed 409 run_cancelled', async () => {
    const session = await api(`${t.url}/api/ai/sessions`, acme, { body: { app: 'slow' } })
    const sessionId = session.json.id as string
    t.llm.enqueue(twoSlowCalls)
    const toolStarted = new Promise<void>((resolve) => {
      started = resolve
    })
    const waiting = api(`${t.url}/api/ai/chat`, acme, { body: { sessionId, message: 'act twice' } })
    await toolStarted
    await api(`${t.url}/api/ai/sessions/${sessionId}/cancel`, acme, { body: {} })
    const answer = await waiting
    expect(answer.status).toBe(409)
    expect(answer.json.error.code).toBe('run_cancelled')
  })

  it('another tenant cannot cancel a run: 404, and the run finishes', async () => {
    actuated.length = 0
    const session = await api(`${t.url}/api/ai/sessions`, acme, { body: { app: 'slow' } })
    const sessionId = session.json.id as string
    t.llm.enqueue({ toolCalls: [{ name: 'actuate', args: { what: 'mine' } }] }, { text: 'done' })
    const toolStarted = new Promise<void>((resolve) => {
      started = resolve
    })
    const waiting = api(`${t.url}/api/ai/chat`, acme, { body: { sessionId, message: 'act' } })
    await toolStarted
    const foreign = await api(`${t.url}/api/ai/sessions/${sessionId}/cancel`, other, { body: {} })
    expect(foreign.status).toBe(404)
    expect(foreign.json.error.code).toBe('not_found')
    const answer = await waiting
    expect(answer.status).toBe(200)
    expect(answer.json.text).toBe('done')
    expect(actuated).toEqual(['mine'])
  })

  it('a cancel with nothing running changes nothing and says so', async () => {
    const session = await api(`${t.url}/api/ai/sessions`, acme, { body: { app: 'slow' } })
    const cancel = await api(`${t.url}/api/ai/sessions/${session.json.id}/cancel`, acme, { body: {} })
    expect(cancel.status).toBe(200)
    expect(cancel.json).toEqual({ sessionId: session.json.id, status: 'not_running' })
  })
})

describe('a cancel right behind its request', () => {
  it('stops a run that was still starting when the cancel came', async () => {
    actuated.length = 0
    const session = await api(`${t.url}/api/ai/sessions`, acme, { body: { app: 'slow' } })
    const sessionId = session.json.id as string
    t.llm.enqueue({ toolCalls: [{ name: 'actuate', args: { what: 'early' } }] })
    const streaming = sse(`${t.url}/api/ai/chat`, acme, { body: { sessionId, message: 'act' } })
    // No waiting for the tool: the cancel follows as soon as the server has taken the request.
    const { runs } = t.server.context
    await expect.poll(() => runs.starting(sessionId) || runs.get(sessionId) !== undefined).toBe(true)
    const cancel = await api(`${t.url}/api/ai/sessions/${sessionId}/cancel`, acme, { body: {} })
    expect(cancel.json.status).toBe('cancelled')
    const { events } = await streaming
    expect(events.at(-1)?.data).toMatchObject({ type: 'interrupted', cancelled: true })
    await new Promise((resolve) => setTimeout(resolve, TOOL_MS))
    expect(actuated).toEqual([])
  })
})
