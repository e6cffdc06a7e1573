import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, sse } from '../testing/http-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

let t: TestServer
let key: string

beforeAll(async () => {
  t = await startTestServer()
  ;({ key } = await t.tenant('acme'))
})
afterAll(() => t.close())

async function sessionWithNotes(notes: string[]) {
  const { json } = await api(`${t.url}/api/ai/sessions`, key, {
    body: { app: 'notes', title: 'groceries', state: { notes } },
  })
  return json.id as string
}

describe('sessions', () => {
  it('creates, reads, lists and deletes; delete erases the history', async () => {
    const created = await api(`${t.url}/api/ai/sessions`, key, {
      body: { app: 'notes', title: 'plans', userId: 'u1' },
    })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ app: 'notes', title: 'plans', userId: 'u1' })
    t.llm.enqueue({ text: 'ok' })
    await api(`${t.url}/api/ai/chat`, key, { body: { sessionId: created.json.id, message: 'hello' } })
    const list = await api(`${t.url}/api/ai/sessions?userId=u1`, key)
    expect(list.json.sessions.map((s: { id: string }) => s.id)).toContain(created.json.id)
    const removed = await api(`${t.url}/api/ai/sessions/${created.json.id}`, key, { method: 'DELETE' })
    expect(removed.status).toBe(204)
    expect((await api(`${t.url}/api/ai/sessions/${created.json.id}`, key)).status).toBe(404)
    expect(await t.store.checkpointer.load(created.json.id)).toBeUndefined()
    expect(await t.store.events.listAfter(created.json.id, 0)).toEqual([])
  })

  it('confirm → accept runs the destructive call; confirm → reject does not', async () => {
    for (const accepted of [true, false]) {
      const id = await sessionWithNotes(['a', 'b'])
      t.llm.enqueue({ toolCalls: [{ id: 'd1', name: 'delete_note', args: { index: 0 } }] })
      const first = await sse(`${t.url}/api/ai/chat`, key, {
        body: { sessionId: id, message: 'delete the first note' },
      })
      expect(first.events.find((e) => e.data.type === 'confirm_required')!.data).toMatchObject({
        id: 'd1',
        name: 'delete_note',
        ruleIds: ['destructive-tool'],
      })
      expect(first.events.at(-1)!.data).toMatchObject({
        type: 'done',
        finishReason: 'tool_calls',
        pending: [{ callId: 'd1' }],
      })

      t.llm.enqueue({ text: accepted ? 'Deleted.' : 'Kept it.' })
      const second = await api(`${t.url}/api/ai/sessions/${id}/confirm`, key, {
        body: { callId: 'd1', accepted },
      })
      expect(second.status).toBe(200)
      expect(second.json.toolResults[0]).toMatchObject({ id: 'd1', status: accepted ? 'ok' : 'rejected' })
      const session = await api(`${t.url}/api/ai/sessions/${id}`, key)
      expect(session.json.state.notes).toEqual(accepted ? ['b'] : ['a', 'b'])
      expect(session.json.pending).toEqual([])
    }
  })

  it('answers 409 for a confirmation nobody waits for, and changes nothing', async () => {
    const id = await sessionWithNotes([])
    const before = t.llm.requests.length
    const { status, json } = await api(`${t.url}/api/ai/sessions/${id}/confirm`, key, {
      body: { callId: 'ghost', accepted: true },
    })
    expect(status).toBe(409)
    expect(json.error.code).toBe('no_pending_call')
    expect(t.llm.requests.length).toBe(before)
  })

  it('waits for a client tool and continues with its result', async () => {
    const id = await sessionWithNotes([])
    t.llm.enqueue({
      toolCalls: [{ id: 'o1', name: 'open-app', args: { app: 'xi-tune', intent: 'auto-tune' } }],
    })
    const first = await api(`${t.url}/api/ai/chat`, key, { body: { sessionId: id, message: 'tune it' } })
    expect(first.json).toMatchObject({
      status: 'awaiting_input',
      finishReason: 'tool_calls',
      toolCalls: [{ id: 'o1', kind: 'client' }],
    })
    t.llm.enqueue({ text: 'XiTune is open.' })
    const second = await api(`${t.url}/api/ai/sessions/${id}/tool-results`, key, {
      body: { callId: 'o1', output: { opened: true } },
    })
    expect(second.json).toMatchObject({ status: 'completed', text: 'XiTune is open.' })
  })

  it('hands a session to another app with its context, which the link names by a record id only', async () => {
    const id = await sessionWithNotes(['tune the bass'])
    const { status, json } = await api(`${t.url}/api/ai/sessions/${id}/handoff`, key, {
      body: {
        targetApp: 'notes-studio',
        intent: 'auto-tune',
        context: { projectId: 'p-42', token: 'mw_secret' },
      },
    })
    expect(status).toBe(200)
    expect(json).toEqual({
      sessionId: id,
      app: 'notes-studio',
      deepLink: `xi://notes-studio/intent/auto-tune?sessionId=${id}&handoff=${json.handoffId}`,
      handoffId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(json.deepLink).not.toMatch(/p-42|mw_secret/)
    // The receiving app reads the context with its own key; another tenant's key finds nothing.
    const read = await api(`${t.url}/api/ai/handoffs/${json.handoffId}`, key)
    expect(read.json).toMatchObject({
      sessionId: id,
      from: 'notes',
      app: 'notes-studio',
      intent: 'auto-tune',
      context: { projectId: 'p-42', token: 'mw_secret' },
    })
    const other = await t.tenant('handoff-other')
    expect((await api(`${t.url}/api/ai/handoffs/${json.handoffId}`, other.key)).status).toBe(404)
    expect((await api(`${t.url}/api/ai/handoffs/not-an-id`, key)).status).toBe(404)
    const session = await api(`${t.url}/api/ai/sessions/${id}`, key)
    expect(session.json.app).toBe('notes-studio')
    expect(session.json.state).toMatchObject({ notes: ['tune the bass'], projectId: 'p-42' })
    t.llm.enqueue({ text: 'Continuing in the studio.' })
    await api(`${t.url}/api/ai/chat`, key, { body: { sessionId: id, message: 'go on' } })
    expect(JSON.stringify(t.llm.requests.at(-1)!.body.messages)).toContain(
      'handoff from notes to notes-studio',
    )
    const bad = await api(`${t.url}/api/ai/sessions/${id}/handoff`, key, {
      body: { targetApp: 'nowhere', intent: 'x' },
    })
    expect(bad.json.error.code).toBe('unknown_app')
  })
})

describe('POST /api/ai/tools/execute', () => {
  it('runs server tools with validation and safety rules, and refuses client tools', async () => {
    const id = await sessionWithNotes(['x'])
    const ok = await api(`${t.url}/api/ai/tools/execute`, key, {
      body: { app: 'notes', name: 'add_note', args: { text: 'y' }, sessionId: id },
    })
    expect(ok.json).toMatchObject({ name: 'add_note', output: { notes: ['x', 'y'] } })
    const session = await api(`${t.url}/api/ai/sessions/${id}`, key)
    expect(session.json.state.notes).toEqual(['x', 'y'])
    const blocked = await api(`${t.url}/api/ai/tools/execute`, key, {
      body: { app: 'notes', name: 'add_note', args: { text: 'my password is 123' } },
    })
    expect([blocked.status, blocked.json.error.code]).toEqual([403, 'blocked'])
    const confirm = await api(`${t.url}/api/ai/tools/execute`, key, {
      body: { app: 'notes', name: 'delete_note', args: { index: 0 }, sessionId: id },
    })
    expect([confirm.status, confirm.json.error.code]).toEqual([409, 'confirmation_required'])
    const client = await api(`${t.url}/api/ai/tools/execute`, key, {
      body: { app: 'notes', name: 'open-app', args: { app: 'a', intent: 'b' } },
    })
    expect([client.status, client.json.error.code]).toEqual([400, 'not_a_server_tool'])
    const invalid = await api(`${t.url}/api/ai/tools/execute`, key, {
      body: { app: 'notes', name: 'add_note', args: { text: '' } },
    })
    expect([invalid.status, invalid.json.error.code]).toEqual([400, 'invalid_request'])
  })
})
