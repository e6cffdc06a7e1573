import type { AddressInfo } from 'node:net'
import { loadModelConfig } from '@mindwire/agent'
import { createKnowledgeBase, type KnowledgeBase, SHARED_KNOWLEDGE_TENANT } from '@mindwire/rag'
import { openStore, type Store } from '@mindwire/store'
import { createTestDatabase, probePostgres } from '@mindwire/store/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type MindwireServer } from '../create-server.ts'
import { api } from '../testing/http-client.ts'
import { notesDomain } from '../testing/notes-domain.ts'

const INGEST_LIMIT = 64 * 1024

/** A real server on a loopback port with knowledge routes over `store`. */
async function startServer(
  store: Store,
  knowledge: KnowledgeBase,
): Promise<{ url: string; server: MindwireServer }> {
  const server = await createServer({
    store,
    domains: [{ domain: notesDomain }],
    models: loadModelConfig({}),
    knowledge,
  })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  return { url: `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`, server }
}

async function keyFor(store: Store, tenantId: string): Promise<string> {
  await store.tenants.create({ id: tenantId })
  return (await store.apiKeys.create(tenantId)).key
}

describe('knowledge routes over real HTTP (PGlite with pgvector)', () => {
  let store: Store
  let url: string
  let server: MindwireServer
  let acme: string
  let globex: string

  beforeAll(async () => {
    store = await openStore({ memory: true })
    const knowledge = createKnowledgeBase({ store, limits: { maxIngestBytes: INGEST_LIMIT } })
    ;({ url, server } = await startServer(store, knowledge))
    acme = await keyFor(store, 'acme')
    globex = await keyFor(store, 'globex')
    await knowledge.ingest({
      tenantId: SHARED_KNOWLEDGE_TENANT,
      collection: 'vehicle-manual',
      documents: [
        {
          source: 'manual://seat/heating',
          format: 'markdown',
          content:
            '---\ntitle: 座椅加热\nsystem: seats\n---\n# 座椅加热\n\n## 档位\n\n座椅加热有三个档位，长按按钮关闭。',
        },
      ],
    })
  }, 120_000)
  afterAll(async () => {
    await server?.app.close()
    await store?.close()
  })

  it('ingests a tenant’s documents and searches them together with the shared ones', async () => {
    const ingest = await api(`${url}/api/ai/rag/ingest`, acme, {
      body: {
        collection: 'vehicle-manual',
        documents: [
          {
            source: 'acme://fleet-seats',
            format: 'markdown',
            content: '## 车队规定\n\n车队车辆的座椅加热默认开到二档。',
          },
          {
            source: 'acme://faq.json',
            format: 'json',
            records: [{ id: 'q1', text: '座椅通风在夏天更省电。', system: 'seats' }],
          },
        ],
      },
    })
    expect(ingest.status).toBe(200)
    expect(ingest.json).toEqual({
      collection: 'vehicle-manual',
      documents: [
        { source: 'acme://fleet-seats', chunks: 1 },
        { source: 'acme://faq.json', chunks: 1 },
      ],
      chunks: 2,
    })
    const search = await api(`${url}/api/ai/rag/search`, acme, {
      body: { collection: 'vehicle-manual', query: '座椅加热档位', limit: 5 },
    })
    expect(search.status).toBe(200)
    const sources = search.json.results.map((r: { source: string }) => r.source)
    expect(sources).toEqual(expect.arrayContaining(['manual://seat/heating', 'acme://fleet-seats']))
    expect(search.json.results[0]).toEqual({
      id: expect.any(String),
      content: expect.any(String),
      metadata: expect.any(Object),
      score: expect.any(Number),
      source: expect.any(String),
      collection: 'vehicle-manual',
      shared: expect.any(Boolean),
    })

    const other = await api(`${url}/api/ai/rag/search`, globex, {
      body: { collection: 'vehicle-manual', query: '座椅加热档位 车队' },
    })
    expect(other.json.results.map((r: { source: string }) => r.source)).toEqual(['manual://seat/heating'])
    const filtered = await api(`${url}/api/ai/rag/search`, acme, {
      body: { collection: 'vehicle-manual', query: '座椅', filters: { recordId: 'q1' }, minScore: 0.1 },
    })
    expect(filtered.json.results.map((r: { source: string }) => r.source)).toEqual(['acme://faq.json'])
  })

  it('replaces a source ingested again and deletes it, each tenant only its own', async () => {
    const body = (text: string) => ({
      collection: 'tuning-presets',
      documents: [{ source: 'preset://bright', format: 'text', content: text }],
    })
    await api(`${url}/api/ai/rag/ingest`, acme, { body: body('明亮预设：高频搁架 +2 dB。') })
    await api(`${url}/api/ai/rag/ingest`, acme, { body: body('明亮预设：高频搁架 +3 dB。') })
    const found = await api(`${url}/api/ai/rag/search`, acme, {
      body: { collection: 'tuning-presets', query: '明亮预设' },
    })
    expect(found.json.results.map((r: { content: string }) => r.content)).toEqual([
      '明亮预设：高频搁架 +3 dB。',
    ])
    const query = '?collection=tuning-presets&source=preset%3A%2F%2Fbright'
    const foreign = await api(`${url}/api/ai/rag/sources${query}`, globex, { method: 'DELETE' })
    expect(foreign.json).toEqual({ deleted: 0 })
    const deleted = await api(`${url}/api/ai/rag/sources${query}`, acme, { method: 'DELETE' })
    expect(deleted.json).toEqual({ deleted: 1 })
    const gone = await api(`${url}/api/ai/rag/search`, acme, {
      body: { collection: 'tuning-presets', query: '明亮预设' },
    })
    expect(gone.json.results).toEqual([])
    const audit = await store.audit.list('acme', { action: 'rag_delete' })
    expect(audit[0]!.detail).toMatchObject({ source: 'preset://bright', chunks: 1 })
  })

  it('answers with typed errors: invalid body, unknown collection, too large, no key, reserved tenant', async () => {
    const invalid = await api(`${url}/api/ai/rag/search`, acme, { body: { collection: 'xialgo', limit: 0 } })
    expect(invalid.status).toBe(400)
    expect(invalid.json.error.code).toBe('invalid_request')
    const unknown = await api(`${url}/api/ai/rag/search`, acme, {
      body: { collection: 'recipes', query: 'x' },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.json.error).toMatchObject({
      code: 'unknown_collection',
      message: expect.stringContaining('xialgo'),
    })
    const huge = await api(`${url}/api/ai/rag/ingest`, acme, {
      body: {
        collection: 'projects',
        documents: [{ source: 'big', format: 'text', content: 'x'.repeat(INGEST_LIMIT) }],
      },
    })
    expect(huge.status).toBe(413)
    expect(huge.json.error.code).toBe('payload_too_large')
    const anonymous = await api(`${url}/api/ai/rag/search`, undefined, {
      body: { collection: 'xialgo', query: 'eq' },
    })
    expect(anonymous.status).toBe(401)
    const shared = await keyFor(store, SHARED_KNOWLEDGE_TENANT)
    const reserved = await api(`${url}/api/ai/rag/ingest`, shared, {
      body: { collection: 'xialgo', documents: [{ source: 's', format: 'text', content: 'x' }] },
    })
    expect(reserved.status).toBe(403)
    expect(reserved.json.error.code).toBe('forbidden')
  })

  it('similaritySearch: the server embeds a text, and that vector finds the passage by cosine (minScore 0.7 by default)', async () => {
    const embedded = await api(`${url}/api/ai/rag/embed`, acme, { body: { texts: ['座椅加热有三个档位'] } })
    expect(embedded.status).toBe(200)
    expect(embedded.json.dimensions).toBe(embedded.json.embeddings[0].length)
    const similar = await api(`${url}/api/ai/rag/similarity`, acme, {
      body: { collection: 'vehicle-manual', embedding: embedded.json.embeddings[0] },
    })
    expect(similar.status).toBe(200)
    expect(similar.json.results.length).toBeGreaterThan(0)
    for (const result of similar.json.results) expect(result.score).toBeGreaterThanOrEqual(0.7)
    expect(similar.json.results[0].content).toContain('座椅加热')
    const short = await api(`${url}/api/ai/rag/similarity`, acme, {
      body: { collection: 'vehicle-manual', embedding: [0.1, 0.2] },
    })
    expect(short.status).toBe(400)
    expect(short.json.error).toMatchObject({ code: 'invalid_input', message: expect.stringContaining('384') })
  })

  it('lists the collections with the tenant’s chunk counts, and documents the routes in OpenAPI', async () => {
    const collections = await api(`${url}/api/ai/rag/collections`, acme)
    expect(collections.json.collections.map((c: { name: string }) => c.name)).toEqual([
      'xialgo',
      'projects',
      'vehicles',
      'tuning-presets',
      'xvst-sdk',
      'synth-docs',
      'vehicle-manual',
    ])
    expect(
      collections.json.collections.find((c: { name: string }) => c.name === 'vehicle-manual').chunks,
    ).toBe(2)
    const openapi = await api(`${url}/openapi.json`, undefined)
    expect(Object.keys(openapi.json.paths)).toEqual(
      expect.arrayContaining([
        '/api/ai/rag/search',
        '/api/ai/rag/ingest',
        '/api/ai/rag/sources',
        '/api/ai/rag/collections',
        '/api/ai/rag/similarity',
        '/api/ai/rag/embed',
      ]),
    )
    expect(JSON.stringify(openapi.json.components.schemas.RagSearchRequest)).toContain('minScore')
  })
})

const postgres = await probePostgres()
if (!postgres.reachable)
  console.warn(`[knowledge routes] PostgreSQL unreachable (${postgres.error}): skipping the no-pgvector case`)

describe.skipIf(!postgres.reachable || postgres.vector)(
  'knowledge routes on PostgreSQL without pgvector',
  () => {
    it('answer 503 knowledge_unavailable with a message saying what is missing', async () => {
      const database = await createTestDatabase()
      const store = await openStore({ databaseUrl: database.url })
      const { url, server } = await startServer(store, createKnowledgeBase({ store }))
      try {
        const key = await keyFor(store, 'acme')
        const search = await api(`${url}/api/ai/rag/search`, key, {
          body: { collection: 'xialgo', query: 'eq' },
        })
        expect(search.status).toBe(503)
        expect(search.json.error).toMatchObject({
          code: 'knowledge_unavailable',
          message: expect.stringContaining('pgvector'),
        })
        const ingest = await api(`${url}/api/ai/rag/ingest`, key, {
          body: { collection: 'xialgo', documents: [{ source: 's', format: 'text', content: 'x' }] },
        })
        expect(ingest.status).toBe(503)
      } finally {
        await server.app.close()
        await store.close()
        await database.drop()
      }
    })
  },
)
