import { aguiAgent, runAgui } from '@mindwire/testkit/agui'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../testing/http-client.ts'
import { notesDomain } from '../testing/notes-domain.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

// The notes domain with confirmations that expire at once, for the expiry path.
const hastyNotes = { ...notesDomain, name: 'hasty-notes', approvalTtlMs: 0 }

let t: TestServer
let key: string
let url: string

beforeAll(async () => {
  t = await startTestServer({
    domains: [
      { domain: notesDomain, clientState: ({ snapshot }) => snapshot },
      { domain: hastyNotes, clientState: ({ snapshot }) => snapshot },
    ],
  })
  ;({ key } = await t.tenant('acme'))
  url = `${t.url}/api/agui/notes`
})
afterAll(() => t.close())

/** A thread whose note list already holds two notes, with a delete waiting for confirmation. */
async function threadWithWaitingDelete(threadId: string, index: number, app = 'notes') {
  const agent = aguiAgent(`${t.url}/api/agui/${app}`, key, threadId, { notes: ['milk', 'eggs'] })
  t.llm.enqueue({ toolCalls: [{ id: `del-${threadId}`, name: 'delete_note', args: { index } }] })
  agent.addMessage({ id: 'u1', role: 'user', content: 'delete a note' })
  const run = await runAgui(agent)
  expect(run.error).toBeUndefined()
  return { agent, run }
}

async function notesOf(agent: ReturnType<typeof aguiAgent>) {
  return (agent.state as { notes: string[] }).notes
}

describe('AG-UI endpoint with the real @ag-ui/client (verifier on) and the fake LLM server', () => {
  it('streams a run: text, a server tool call with its result, the state delta and the history', async () => {
    const agent = aguiAgent(url, key, 'thread-text')
    t.llm.enqueue(
      { text: 'Adding it.', toolCalls: [{ id: 'c1', name: 'add_note', args: { text: 'buy milk' } }] },
      { text: 'Noted: buy milk.' },
    )
    agent.addMessage({ id: 'u1', role: 'user', content: 'remember to buy milk' })
    const run = await runAgui(agent)
    expect(run.error).toBeUndefined()
    expect(run.types[0]).toBe('RUN_STARTED')
    expect(run.types[1]).toBe('STATE_SNAPSHOT')
    expect(run.types.at(-1)).toBe('RUN_FINISHED')
    for (const type of [
      'STEP_STARTED',
      'TEXT_MESSAGE_START',
      'TEXT_MESSAGE_CONTENT',
      'TOOL_CALL_START',
      'TOOL_CALL_ARGS',
      'TOOL_CALL_END',
      'TOOL_CALL_RESULT',
      'STATE_DELTA',
      'MESSAGES_SNAPSHOT',
    ])
      expect(run.types).toContain(type)
    expect(run.types.filter((type) => type === 'STEP_STARTED')).toHaveLength(2)
    expect(await notesOf(agent)).toEqual(['buy milk'])
    expect(agent.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant'])
    expect(agent.messages.at(-1)).toMatchObject({ content: 'Noted: buy milk.' })

    // The next turn continues the thread's session: the model sees the history.
    t.llm.enqueue({ text: 'One note.' })
    agent.addMessage({ id: 'u2', role: 'user', content: 'how many notes?' })
    expect((await runAgui(agent)).error).toBeUndefined()
    expect(JSON.stringify(t.llm.requests.at(-1)!.body.messages)).toContain('remember to buy milk')
  })

  it('a destructive call is an interrupt bound to its arguments; approving runs it', async () => {
    const { agent, run } = await threadWithWaitingDelete('thread-approve', 0)
    const finished = run.events.at(-1) as unknown as {
      outcome: { type: string; interrupts: { id: string; toolCallId: string; expiresAt: string }[] }
    }
    expect(finished.outcome.type).toBe('interrupt')
    const [interrupt] = finished.outcome.interrupts
    expect(interrupt).toMatchObject({ toolCallId: 'del-thread-approve', reason: 'tool_approval' })
    expect(interrupt!.id).toMatch(/^del-thread-approve~[0-9a-f]{64}$/)
    expect(Date.parse(interrupt!.expiresAt)).toBeGreaterThan(Date.now())
    expect(await notesOf(agent)).toEqual(['milk', 'eggs'])

    t.llm.enqueue({ text: 'Deleted.' })
    const resumed = await runAgui(agent, {
      resume: [{ interruptId: interrupt!.id, status: 'resolved', payload: { approved: true } }],
    })
    expect(resumed.error).toBeUndefined()
    expect(resumed.events.find((e) => e.type === 'TOOL_CALL_RESULT')).toMatchObject({
      toolCallId: 'del-thread-approve',
    })
    expect(await notesOf(agent)).toEqual(['eggs'])
  })

  it('a declined interrupt never runs the call', async () => {
    const { agent } = await threadWithWaitingDelete('thread-decline', 0)
    t.llm.enqueue({ text: 'Kept them.' })
    const [interrupt] = agent.pendingInterrupts
    const resumed = await runAgui(agent, { resume: [{ interruptId: interrupt!.id, status: 'cancelled' }] })
    expect(resumed.error).toBeUndefined()
    const result = resumed.events.find((e) => e.type === 'TOOL_CALL_RESULT') as unknown as { content: string }
    expect(JSON.parse(result.content)).toMatchObject({
      status: 'rejected',
      output: { error: 'rejected_by_user' },
    })
    expect(await notesOf(agent)).toEqual(['milk', 'eggs'])
  })

  it('approve with edited arguments runs the edit; an edit that does not validate changes nothing', async () => {
    const { agent } = await threadWithWaitingDelete('thread-edit', 0)
    const [interrupt] = agent.pendingInterrupts
    const bad = await api(url, key, {
      body: {
        threadId: 'thread-edit',
        runId: 'r-bad',
        messages: [],
        resume: [
          {
            interruptId: interrupt!.id,
            status: 'resolved',
            payload: { approved: true, editedArgs: { index: -3 } },
          },
        ],
      },
    })
    expect(bad.status).toBe(400)
    t.llm.enqueue({ text: 'Deleted eggs.' })
    const resumed = await runAgui(agent, {
      resume: [
        {
          interruptId: interrupt!.id,
          status: 'resolved',
          payload: { approved: true, editedArgs: { index: 1 } },
        },
      ],
    })
    expect(resumed.error).toBeUndefined()
    expect(await notesOf(agent)).toEqual(['milk'])
  })

  it('fails closed: an answer for other arguments, or a vague one, is refused and nothing runs', async () => {
    const { agent } = await threadWithWaitingDelete('thread-hash', 1)
    const [interrupt] = agent.pendingInterrupts
    const callId = interrupt!.toolCallId!
    const forged = await api(url, key, {
      body: {
        threadId: 'thread-hash',
        runId: 'r-forged',
        messages: [],
        resume: [
          { interruptId: `${callId}~${'0'.repeat(64)}`, status: 'resolved', payload: { approved: true } },
        ],
      },
    })
    expect(forged.status).toBe(409)
    expect(forged.json.error.code).toBe('approval_mismatch')
    const vague = await api(url, key, {
      body: {
        threadId: 'thread-hash',
        runId: 'r-vague',
        messages: [],
        resume: [{ interruptId: interrupt!.id, status: 'resolved', payload: { ok: 'sure' } }],
      },
    })
    expect(vague.status).toBe(400)
    const state = await runAgui(agent, { resume: [{ interruptId: interrupt!.id, status: 'cancelled' }] })
    expect(state.error).toBeUndefined()
    expect(await notesOf(agent)).toEqual(['milk', 'eggs'])
  })

  it('an expired interrupt: the client refuses to approve it, and a late approval sent anyway does not run', async () => {
    const { agent } = await threadWithWaitingDelete('thread-expired', 0, 'hasty-notes')
    const [interrupt] = agent.pendingInterrupts
    const refused = await runAgui(agent, {
      resume: [{ interruptId: interrupt!.id, status: 'resolved', payload: { approved: true } }],
    })
    expect(refused.error?.message).toMatch(/expired/)
    t.llm.enqueue({ text: 'That confirmation expired; shall I ask again?' })
    const late = await api(`${t.url}/api/agui/hasty-notes`, key, {
      body: {
        threadId: 'thread-expired',
        runId: 'r-late',
        messages: [],
        resume: [{ interruptId: interrupt!.id, status: 'resolved', payload: { approved: true } }],
      },
    })
    expect(late.status).toBe(200)
    expect(late.text).toContain('approval_expired')
    expect(late.text).toContain('RUN_FINISHED')
    const session = await api(`${t.url}/api/ai/sessions/${late.headers.get('x-session-id')}`, key)
    expect(session.json.state).toEqual({ notes: ['milk', 'eggs'] })
  })

  it('a frontend tool maps onto the app client tool: the call is left to the client and its result continues the run', async () => {
    const agent = aguiAgent(url, key, 'thread-frontend')
    const tools = [{ name: 'open-app', description: 'open another app', parameters: { type: 'object' } }]
    t.llm.enqueue({ toolCalls: [{ id: 'open-1', name: 'open-app', args: { app: 'tune', intent: 'eq' } }] })
    agent.addMessage({ id: 'u1', role: 'user', content: 'open the tuner' })
    const first = await runAgui(agent, { tools })
    expect(first.events.at(-1)).toMatchObject({
      outcome: { type: 'success', pendingToolCallIds: ['open-1'] },
    })
    agent.addMessage({ id: 't1', role: 'tool', toolCallId: 'open-1', content: '{"opened":true}' })
    t.llm.enqueue({ text: 'The tuner is open.' })
    const second = await runAgui(agent, { tools })
    expect(second.error).toBeUndefined()
    expect(JSON.stringify(t.llm.requests.at(-1)!.body.messages)).toContain('opened')
    expect(agent.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'The tuner is open.' })
    const unknown = await runAgui(aguiAgent(url, key, 'thread-frontend-2'), {
      tools: [{ name: 'format_disk', description: 'x' }],
    })
    expect(unknown.error?.message).toMatch(/400.*no client tool format_disk/)
  })

  it('threads are per tenant, and a request without a valid key is refused', async () => {
    const other = await t.tenant('globex')
    const mine = aguiAgent(url, key, 'shared-thread', { notes: ['mine'] })
    t.llm.enqueue({ text: 'ok' })
    mine.addMessage({ id: 'u1', role: 'user', content: 'hi' })
    expect((await runAgui(mine)).error).toBeUndefined()
    const theirs = aguiAgent(url, other.key, 'shared-thread')
    t.llm.enqueue({ text: 'ok' })
    theirs.addMessage({ id: 'u1', role: 'user', content: 'hi' })
    const run = await runAgui(theirs)
    expect(run.error).toBeUndefined()
    expect((run.events[1] as unknown as { snapshot: unknown }).snapshot).toEqual({ notes: [] })
    const anonymous = await runAgui(aguiAgent(url, 'mw_wrong', 'x'))
    expect(anonymous.error?.message).toMatch(/401/)
  })
})
