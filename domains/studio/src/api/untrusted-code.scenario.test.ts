import { existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { api } from '@mindwire/server/testing'
import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type StudioTestServer, startStudioServer } from '../testing/studio-test-server.ts'

// The three ways code that is not ours reached the server (issue 39): the studio's generated-code route, the
// generate-code tool executed directly, and a chat whose model sends `code`. Each carries the module that ran
// `id` on the host through a dynamic import's rejection and left an unhandled rejection behind.
let llm: FakeLlmServer
let server: StudioTestServer
const call = (path: string, body?: unknown) =>
  api(`${server.url}${path}`, server.key, body === undefined ? {} : { body })

const mark = join(tmpdir(), `mindwire-untrusted-${process.pid}`)
const exploit = `import('node:child_process')
  .catch((e: any) => e.constructor.constructor('return process')().mainModule.require('child_process').execSync('id > ${mark}'))
Promise.reject(new Error('left unhandled'))
export function createProcessor() { return { process: (input: Float32Array) => input, reset() {} } }`
const moduleDef = { name: 'PeakLimiter', kind: 'limiter' }

beforeAll(async () => {
  llm = await startFakeLlmServer()
  server = await startStudioServer({ llm })
})
afterAll(async () => {
  await server.close()
  await llm.close()
})
afterEach(async () => {
  expect(existsSync(mark)).toBe(false)
  rmSync(mark, { force: true })
  // The server lives on and answers at once.
  const started = performance.now()
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  expect(performance.now() - started).toBeLessThan(500)
})

describe('code that is not ours', () => {
  it('runs contained through the generated-code route: a failed outcome, nothing on the host', async () => {
    const project = await call('/api/studio/projects', { name: 'probe' })
    const created = await call(`/api/studio/projects/${project.json.id}/generated-code`, {
      moduleDef,
      code: exploit,
    })
    expect(created.status).toBe(201)
    expect(created.json.data).toMatchObject({ source: 'caller', ok: false })
  })

  it('is refused by a bare tools/execute until a person confirms it', async () => {
    const session = await call('/api/ai/sessions', { app: 'xi-studio' })
    const executed = await call('/api/ai/tools/execute', {
      app: 'xi-studio',
      name: 'generate-code',
      args: { moduleDef, code: exploit },
      sessionId: session.json.id,
    })
    expect([executed.status, executed.json.error?.code]).toEqual([409, 'confirmation_required'])
  })

  it('waits for the person when a model proposes it, and runs contained once accepted', async () => {
    llm.enqueue(
      { toolCalls: [{ name: 'generate-code', args: { moduleDef, prompt: 'a limiter', code: exploit } }] },
      { text: '没有通过测试。' },
    )
    const first = await call('/api/ai/chat', { app: 'xi-studio', message: '写个限幅器' })
    expect(first.json.status).toBe('awaiting_input')
    expect(first.json.confirmations[0]).toMatchObject({
      name: 'generate-code',
      ruleIds: ['studio.confirm-supplied-code'],
    })
    expect(first.json.toolResults ?? []).toEqual([])
    const done = await call(`/api/ai/sessions/${first.json.sessionId}/confirm`, {
      callId: first.json.confirmations[0].id,
      accepted: true,
    })
    expect(done.json.status).toBe('completed')
    expect(done.json.toolResults[0]).toMatchObject({ name: 'generate-code', output: { ok: false } })
  })
})
