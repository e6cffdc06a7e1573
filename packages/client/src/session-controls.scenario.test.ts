import { describe, expect, it } from 'vitest'
import { createClient } from './client.ts'
import { boardServerPerFile } from './testing/board-server-per-file.ts'

// Seed 000 §4.1: createSession's systemPrompt / model / temperature / maxTokens and the client's `timeout`,
// against a real server whose model is the fake LLM server on the OpenAI protocol.
const board = boardServerPerFile()

describe('session controls from the client', () => {
  it('every message of the session carries its controls to the model; listModels names the choices', async () => {
    const t = board.server()
    const client = createClient({ endpoint: t.url, apiKey: board.key() })
    const { models } = await client.listModels()
    const session = await client.createSession({
      app: 'board',
      systemPrompt: 'Reply briefly.',
      model: models[0],
      temperature: 0.1,
      maxTokens: 50,
    })
    t.llm.enqueue({ text: 'one' }, { text: 'two' })
    await session.send('first')
    const stream = session.sendStreaming('second')
    for await (const _ of stream) {
      // drained
    }
    const [first, second] = t.llm.requests.slice(-2).map((request) => request.body)
    for (const sent of [first, second]) {
      expect(sent.temperature).toBe(0.1)
      expect(sent.max_tokens ?? sent.max_completion_tokens).toBe(50)
      expect(sent.messages[0].content).toMatch(/\n\nReply briefly\.$/)
    }
  })

  it('a session resumed by another client, which sets no controls, keeps those its first client set', async () => {
    const t = board.server()
    const client = createClient({ endpoint: t.url, apiKey: board.key() })
    const session = await client.createSession({ app: 'board', systemPrompt: 'Be terse.', temperature: 0.3 })
    t.llm.enqueue({ text: 'one' }, { text: 'two' })
    await session.send('first')
    const elsewhere = createClient({ endpoint: t.url, apiKey: board.key() })
    const resumed = await elsewhere.resumeSession(session.id)
    await resumed.send('second')
    const sent = t.llm.requests.at(-1)!.body
    expect(sent.temperature).toBe(0.3)
    expect(sent.messages[0].content).toMatch(/\n\nBe terse\.$/)
  })

  it('a model the server does not offer is refused as model_not_allowed', async () => {
    const t = board.server()
    const client = createClient({ endpoint: t.url, apiKey: board.key() })
    const session = await client.createSession({ app: 'board', model: 'openai:not-offered' })
    await expect(session.send('hi')).rejects.toMatchObject({ code: 'model_not_allowed', status: 400 })
  })

  it('timeout: an answer that does not begin in time is a retryable timeout error', async () => {
    const t = board.server()
    const client = createClient({ endpoint: t.url, apiKey: board.key(), timeout: 300 })
    const session = await client.createSession({ app: 'board' })
    t.llm.enqueue({ text: 'slow', chunkDelayMs: 2_000 })
    const started = Date.now()
    await expect(session.send('hi')).rejects.toMatchObject({ code: 'timeout', retryable: true })
    expect(Date.now() - started).toBeLessThan(1_500)
    // A quick answer within the limit is unaffected.
    t.llm.enqueue({ text: 'fast' })
    const other = await client.createSession({ app: 'board' })
    await expect(other.send('hi')).resolves.toMatchObject({ role: 'assistant' })
    // A reply rated from the client is in the tenant's feedback.
    await other.rate('down', { comment: 'slow' })
    const feedback = await client.request<{ entries: Array<{ sessionId: string; rating: string }> }>(
      'GET',
      '/api/ai/feedback',
    )
    expect(feedback.entries[0]).toMatchObject({ sessionId: other.id, rating: 'down' })
  })
})
