import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmbedderFromEnv } from './embedder-from-env.ts'
import { createOpenAICompatibleEmbedder } from './openai-compatible-embedder.ts'

let llm: FakeLlmServer
beforeAll(async () => {
  llm = await startFakeLlmServer()
})
afterAll(() => llm.close())

describe('OpenAI-compatible embedder (AI SDK provider, real HTTP)', () => {
  it('embeds through /v1/embeddings in batches, asking for the configured width', async () => {
    const embedder = createOpenAICompatibleEmbedder({
      baseURL: llm.openaiBaseURL,
      apiKey: 'sk-embed',
      model: 'text-embedding-v3',
      dimensions: 384,
      requestDimensions: 384,
      batchSize: 2,
      queryPrefix: 'query: ',
    })
    const before = llm.requests.length
    const vectors = await embedder.embed(['一', '二', '三'], { purpose: 'query' })
    expect(vectors).toHaveLength(3)
    expect(vectors.every((v) => v.length === 384)).toBe(true)
    const sent = llm.requests.slice(before)
    expect(sent.map((r) => r.path)).toEqual(['/v1/embeddings', '/v1/embeddings'])
    expect(sent[0]!.body).toMatchObject({
      model: 'text-embedding-v3',
      input: ['query: 一', 'query: 二'],
      dimensions: 384,
    })
    expect(sent[0]!.headers.authorization).toBe('Bearer sk-embed')
    expect(embedder.id).toBe('openai-compatible:text-embedding-v3@384')
  })

  it('refuses vectors of another width with a message that says how to fix it', async () => {
    const embedder = createOpenAICompatibleEmbedder({
      baseURL: llm.openaiBaseURL,
      model: 'wide',
      dimensions: 384,
    })
    llm.embeddingsWith((input) => input.map(() => new Array(1024).fill(0.03)))
    try {
      await expect(embedder.embed(['x'])).rejects.toMatchObject({
        code: 'embedder_misconfigured',
        message: expect.stringContaining('returns 1024-dimensional vectors; the documents table holds 384'),
      })
    } finally {
      llm.embeddingsWith((input, body) => input.map(() => new Array(body.dimensions ?? 384).fill(0.05)))
    }
  })

  it('projects vectors of another width to 384 when asked, keeping them comparable', async () => {
    llm.embeddingsWith((input) =>
      input.map((text) => Array.from({ length: 1024 }, (_, i) => ((i * 7 + text.length) % 13) - 6)),
    )
    const embedder = createOpenAICompatibleEmbedder({
      baseURL: llm.openaiBaseURL,
      model: 'wide',
      dimensions: 384,
      onMismatch: 'project',
    })
    const [a, again] = await embedder.embed(['abc', 'abc'])
    expect(a).toHaveLength(384)
    expect(a).toEqual(again)
    expect(Math.hypot(...a!)).toBeCloseTo(1, 6)
  })

  it('reports an endpoint failure as embedder_failed', async () => {
    llm.embeddingsWith(() => ({ status: 401, message: 'invalid api key' }))
    const embedder = createOpenAICompatibleEmbedder({
      baseURL: llm.openaiBaseURL,
      model: 'm',
      dimensions: 384,
    })
    await expect(embedder.embed(['x'])).rejects.toMatchObject({ code: 'embedder_failed' })
  })

  it('is chosen by MINDWIRE_EMBEDDING_BASE_URL; the local embedder is the default', () => {
    expect(createEmbedderFromEnv({}).id).toBe('local-hash-v1')
    const configured = createEmbedderFromEnv({
      MINDWIRE_EMBEDDING_BASE_URL: llm.openaiBaseURL,
      MINDWIRE_EMBEDDING_MODEL: 'bge-m3',
      MINDWIRE_EMBEDDING_DIMENSIONS: '384',
    })
    expect(configured.id).toBe('openai-compatible:bge-m3@384')
    expect(() => createEmbedderFromEnv({ MINDWIRE_EMBEDDING_BASE_URL: llm.openaiBaseURL })).toThrow(
      /MINDWIRE_EMBEDDING_MODEL/,
    )
  })
})
