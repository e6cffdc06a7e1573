import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../testing/http-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

// Seed 000 §4.1 SessionOptions per request (issue 44): systemPrompt, model, temperature and maxTokens reach
// the model over the real OpenAI protocol (the fake LLM server records what it was sent); a model the server
// does not offer, or a setting out of range, is refused before anything is created.
let test: TestServer
let key: string
beforeAll(async () => {
  test = await startTestServer({ modelEnv: { MINDWIRE_MODEL_CODE: 'openai:gpt-4.1' } })
  key = (await test.tenant('acme')).key
}, 120_000)
afterAll(() => test?.close())

const lastRequest = () => test.llm.requests.at(-1)!.body

describe('session controls over real HTTP and the OpenAI protocol', () => {
  it('listModels names the models a request may choose', async () => {
    const { json } = await api(`${test.url}/api/ai/models`, key)
    expect(json.models).toEqual(expect.arrayContaining(['openai:gpt-4o-mini', 'openai:gpt-4.1']))
    expect(json.routes.code).toEqual(['openai:gpt-4.1'])
  })

  it('systemPrompt is added after the app’s own prompt; model, temperature and maxTokens reach the model', async () => {
    test.llm.enqueue({ text: 'ok' })
    const { status } = await api(`${test.url}/api/ai/chat`, key, {
      body: {
        app: 'notes',
        message: 'hello',
        options: {
          systemPrompt: 'Answer in one short line.',
          model: 'openai:gpt-4.1',
          temperature: 0.2,
          maxTokens: 64,
        },
      },
    })
    expect(status).toBe(200)
    const sent = lastRequest()
    expect(sent.model).toBe('gpt-4.1')
    expect(sent.temperature).toBe(0.2)
    expect(sent.max_tokens ?? sent.max_completion_tokens).toBe(64)
    const system = sent.messages.find((message: { role: string }) => message.role === 'system').content
    expect(system).toMatch(/[\s\S]+\n\nAnswer in one short line\.$/)
  })

  it('a request without options gets the app’s routing and settings', async () => {
    test.llm.enqueue({ text: 'ok' })
    await api(`${test.url}/api/ai/chat`, key, { body: { app: 'notes', message: 'hello' } })
    const sent = lastRequest()
    expect(sent.model).toBe('gpt-4o-mini')
    expect(sent.temperature).not.toBe(0.2)
    const system = sent.messages.find((message: { role: string }) => message.role === 'system').content
    expect(system).not.toContain('Answer in one short line.')
  })

  it('a model not offered is 400 model_not_allowed naming those there are; nothing is created', async () => {
    const before = test.llm.requests.length
    const { status, json } = await api(`${test.url}/api/ai/chat`, key, {
      body: { app: 'notes', message: 'hello', options: { model: 'openai:gpt-5-secret' } },
    })
    expect(status).toBe(400)
    expect(json.error).toMatchObject({
      code: 'model_not_allowed',
      message: expect.stringContaining('openai:gpt-4.1'),
    })
    const hot = await api(`${test.url}/api/ai/chat`, key, {
      body: { app: 'notes', message: 'hello', options: { temperature: 3, maxTokens: 0 } },
    })
    expect(hot.status).toBe(400)
    expect(hot.json.error.code).toBe('invalid_request')
    expect(test.llm.requests.length).toBe(before)
    const sessions = await api(`${test.url}/api/ai/sessions`, key)
    expect(sessions.json.sessions).toHaveLength(2)
  })
})

describe('feedback on replies (seed 000 §8)', () => {
  it('thumbs up and down are kept per tenant with session, app and comment, and read back with totals', async () => {
    test.llm.enqueue({ text: 'ok' })
    const chat = await api(`${test.url}/api/ai/chat`, key, { body: { app: 'notes', message: 'hello' } })
    const { sessionId, runId } = chat.json
    const up = await api(`${test.url}/api/ai/sessions/${sessionId}/feedback`, key, {
      body: { rating: 'up', runId },
    })
    expect(up.status).toBe(201)
    const down = await api(`${test.url}/api/ai/sessions/${sessionId}/feedback`, key, {
      body: { rating: 'down', comment: 'too long' },
    })
    expect(down.status).toBe(201)
    const { json } = await api(`${test.url}/api/ai/feedback`, key)
    expect(json.totals).toEqual({ up: 1, down: 1 })
    const byRating = (rating: string) =>
      json.entries.find((entry: { rating: string }) => entry.rating === rating)
    expect(byRating('down')).toMatchObject({
      sessionId,
      app: 'notes',
      rating: 'down',
      comment: 'too long',
      runId: null,
    })
    expect(byRating('up')).toMatchObject({ rating: 'up', runId })
    const other = await test.tenant('globex')
    const elsewhere = await api(`${test.url}/api/ai/feedback`, other.key)
    expect(elsewhere.json.entries).toEqual([])
    const foreign = await api(`${test.url}/api/ai/sessions/${sessionId}/feedback`, other.key, {
      body: { rating: 'up' },
    })
    expect(foreign.status).toBe(404)
    const bad = await api(`${test.url}/api/ai/sessions/${sessionId}/feedback`, key, {
      body: { rating: 'meh' },
    })
    expect(bad.status).toBe(400)
  })
})

describe('controls kept by the server for a resumed session', () => {
  const chat = (body: Record<string, unknown>) => api(`${test.url}/api/ai/chat`, key, { body })
  const systemOf = (sent: { messages: Array<{ role: string; content: string }> }) =>
    sent.messages.find((message) => message.role === 'system')!.content
  const keptControls = async (id: string) =>
    (await api(`${test.url}/api/ai/sessions/${id}`, key)).json.controls

  it('a message without options uses the session’s last controls; new ones replace them; refused ones change nothing', async () => {
    const controls = { systemPrompt: 'Answer in one short line.', model: 'openai:gpt-4.1', temperature: 0.2 }
    test.llm.enqueue({ text: 'one' }, { text: 'two' }, { text: 'three' })
    const first = await chat({ app: 'notes', message: 'hello', options: controls })
    const sessionId = first.json.sessionId
    expect(await keptControls(sessionId)).toEqual(controls)

    // Another device resumes the session and sends no options: the model still gets the session's controls.
    expect((await chat({ sessionId, message: 'again' })).status).toBe(200)
    expect(lastRequest()).toMatchObject({ model: 'gpt-4.1', temperature: 0.2 })
    expect(systemOf(lastRequest())).toMatch(/\n\nAnswer in one short line\.$/)

    await chat({ sessionId, message: 'warmer', options: { temperature: 0.7 } })
    expect(lastRequest()).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.7 })
    expect(systemOf(lastRequest())).not.toContain('Answer in one short line.')
    expect(await keptControls(sessionId)).toEqual({ temperature: 0.7 })

    const before = test.llm.requests.length
    const refused = await chat({ sessionId, message: 'x', options: { model: 'openai:gpt-5-secret' } })
    expect(refused.status).toBe(400)
    expect(test.llm.requests.length).toBe(before)
    expect(await keptControls(sessionId)).toEqual({ temperature: 0.7 })
  })

  it('a session started without options keeps none', async () => {
    test.llm.enqueue({ text: 'ok' })
    const { json } = await chat({ app: 'notes', message: 'hello' })
    expect(await keptControls(json.sessionId)).toBeNull()
  })
})
