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

describe('POST /api/ai/chat', () => {
  it('answers as JSON: text, tool calls and results, usage; the session keeps the history', async () => {
    t.llm.enqueue(
      {
        toolCalls: [{ id: 'c1', name: 'add_note', args: { text: 'buy milk' } }],
        usage: { input: 40, output: 10 },
      },
      { text: 'Noted: buy milk.', usage: { input: 60, output: 5 } },
    )
    const { status, json } = await api(`${t.url}/api/ai/chat`, key, {
      body: { app: 'notes', message: 'remember to buy milk' },
    })
    expect(status).toBe(200)
    expect(json).toMatchObject({
      status: 'completed',
      finishReason: 'stop',
      text: 'Noted: buy milk.',
      toolCalls: [{ id: 'c1', name: 'add_note', arguments: '{"text":"buy milk"}', kind: 'server' }],
      toolResults: [{ id: 'c1', status: 'ok', output: { notes: ['buy milk'] } }],
      usage: { prompt: 100, completion: 15 },
    })
    const session = await api(`${t.url}/api/ai/sessions/${json.sessionId}`, key)
    expect(session.json.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'tool',
      'assistant',
    ])
    expect(session.json.state).toEqual({ notes: ['buy milk'] })
    expect(session.json.usage.totalTokens).toBe(115)

    // The next turn continues the same session: the model sees the history.
    t.llm.enqueue({ text: 'You have one note.' })
    const next = await api(`${t.url}/api/ai/chat`, key, {
      body: { sessionId: json.sessionId, message: 'what do I have?' },
    })
    expect(next.json.text).toBe('You have one note.')
    const sent = JSON.stringify(t.llm.requests.at(-1)!.body.messages)
    expect(sent).toContain('remember to buy milk')
    expect(sent).toContain('buy milk')
  })

  it('streams SSE events with increasing ids, ending with done and usage', async () => {
    t.llm.enqueue(
      { text: 'Adding it.', toolCalls: [{ id: 'c2', name: 'add_note', args: { text: 'call mom' } }] },
      { text: 'Done — call mom is on the list.', usage: { input: 30, output: 12 } },
    )
    const { status, headers, events } = await sse(`${t.url}/api/ai/chat`, key, {
      body: { app: 'notes', message: 'note: call mom' },
    })
    expect(status).toBe(200)
    expect(headers.get('content-type')).toContain('text/event-stream')
    const types = events.map((e) => e.data.type)
    expect(types[0]).toBe('delta')
    expect(types).toContain('tool_call_delta')
    expect(types.filter((type) => type === 'tool_call' || type === 'tool_result')).toEqual([
      'tool_call',
      'tool_result',
    ])
    expect(types.at(-1)).toBe('done')
    const ids = events.map((e) => e.id!)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(ids).size).toBe(ids.length)
    const text = events
      .filter((e) => e.data.type === 'delta')
      .map((e) => e.data.content)
      .join('')
    expect(text).toBe('Adding it.Done — call mom is on the list.')
    expect(events.at(-1)!.data).toMatchObject({ finishReason: 'stop', usage: { prompt: 42, completion: 20 } })
  })

  it('refuses a second run on a busy session with 409', async () => {
    t.llm.enqueue({ text: 'slow answer', chunkDelayMs: 40 })
    const created = await api(`${t.url}/api/ai/sessions`, key, { body: { app: 'notes' } })
    const first = api(`${t.url}/api/ai/chat`, key, { body: { sessionId: created.json.id, message: 'one' } })
    await new Promise((resolve) => setTimeout(resolve, 30))
    const second = await api(`${t.url}/api/ai/chat`, key, {
      body: { sessionId: created.json.id, message: 'two' },
    })
    expect(second.status).toBe(409)
    expect(second.json.error.code).toBe('session_busy')
    expect((await first).status).toBe(200)
  })

  it('reports an unreachable model as 503 with a typed error', async () => {
    t.llm.enqueue({ status: 401, message: 'bad key' })
    const { status, json } = await api(`${t.url}/api/ai/chat`, key, { body: { app: 'notes', message: 'hi' } })
    expect(status).toBe(503)
    expect(json.error).toMatchObject({ code: 'model_unavailable', details: { runCode: 'model_rejected' } })
  })
})
