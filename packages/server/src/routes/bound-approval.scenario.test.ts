import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, describe, expect, it } from 'vitest'
import { api, sse } from '../testing/http-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'mindwire-approval-'))
const llm = await startFakeLlmServer()
afterAll(async () => {
  await llm.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** A server on the folder's PGlite store: a second one opens what the first stored. */
const serve = (): Promise<TestServer> => startTestServer({ dataDir, llm })

describe('approvals on the native wire: bound to the exact call, surviving a restart', () => {
  it('refuses an answer for other arguments or with an invalid edit, then runs the edit after a restart', async () => {
    let t = await serve()
    const { key } = await t.tenant('acme')
    const { json: session } = await api(`${t.url}/api/ai/sessions`, key, {
      body: { app: 'notes', state: { notes: ['a', 'b', 'c'] } },
    })
    llm.enqueue({ toolCalls: [{ id: 'd1', name: 'delete_note', args: { index: 0 } }] })
    const asked = await sse(`${t.url}/api/ai/chat`, key, {
      body: { sessionId: session.id, message: 'delete the first note' },
    })
    const question = asked.events.find((e) => e.data.type === 'confirm_required')!.data
    expect(question.argsHash).toMatch(/^[0-9a-f]{64}$/)
    expect(Date.parse(question.expiresAt)).toBeGreaterThan(Date.now())

    const confirm = (body: object) =>
      api(`${t.url}/api/ai/sessions/${session.id}/confirm`, key, { body: { callId: 'd1', ...body } })
    const forged = await confirm({ accepted: true, argsHash: 'f'.repeat(64) })
    expect([forged.status, forged.json.error.code]).toEqual([409, 'approval_mismatch'])
    const invalid = await confirm({ accepted: true, args: { index: -1 }, argsHash: question.argsHash })
    expect([invalid.status, invalid.json.error.code]).toEqual([400, 'invalid_request'])
    expect((await api(`${t.url}/api/ai/sessions/${session.id}`, key)).json.state.notes).toEqual([
      'a',
      'b',
      'c',
    ])

    await t.close()
    t = await serve()
    llm.enqueue({ text: 'Deleted c.' })
    const answered = await confirm({ accepted: true, args: { index: 2 }, argsHash: question.argsHash })
    expect(answered.status).toBe(200)
    expect(answered.json.toolResults[0]).toMatchObject({ id: 'd1', status: 'ok' })
    const after = await api(`${t.url}/api/ai/sessions/${session.id}`, key)
    expect(after.json.state.notes).toEqual(['a', 'b'])
    expect(after.json.pending).toEqual([])
    await t.close()
  }, 120_000)
})
