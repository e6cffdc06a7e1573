import { EMBEDDING_DIMENSIONS, openStore, type Store } from '@mindwire/store'
import { createTestDatabase, probePostgres } from '@mindwire/store/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHARED_KNOWLEDGE_TENANT } from './api/collections.ts'
import { createKnowledgeBase, type KnowledgeBase } from './knowledge-base.ts'

// Knowledge that accumulates (seed 000 §1.1, §4.4): what a run records is found by the next search of its
// tenant, without waiting; the same source recorded again replaces it; similaritySearch starts from a vector.
let store: Store
let knowledge: KnowledgeBase
beforeAll(async () => {
  store = await openStore({ memory: true })
  knowledge = createKnowledgeBase({ store })
  // Opening PGlite takes seconds on a quiet machine, far longer on a loaded one.
}, 120_000)
afterAll(() => store?.close())

const preset = (tenantId: string, text: string) => ({
  tenantId,
  collection: 'tuning-presets',
  source: 'preset://suv-b/rear/p1',
  content: text,
  metadata: { vehicleModel: 'suv-b', seat: 'rear' },
})

describe('recorded knowledge on PGlite with pgvector', () => {
  it('a search right after a record (not awaited) finds it: the tenant’s writes come first', async () => {
    void knowledge.knowledgeRecord(preset('acme', 'SUV B 后排调音：autoEq1 160 Hz −4.5 dB Q 2。'))
    const found = await knowledge.knowledgeSearch({
      tenantId: 'acme',
      collection: 'tuning-presets',
      query: 'SUV B 后排 调音',
    })
    expect(found[0]).toMatchObject({ source: 'preset://suv-b/rear/p1', metadata: { seat: 'rear' } })
    expect(found[0]!.content).toContain('160 Hz')
  })

  it('recording the same source again replaces it, in the order recorded; other tenants see nothing', async () => {
    void knowledge.knowledgeRecord(preset('globex', 'SUV B 后排调音：autoEq1 200 Hz −3 dB。'))
    void knowledge.knowledgeRecord(preset('globex', 'SUV B 后排调音：autoEq1 250 Hz −2 dB。'))
    const found = await knowledge.knowledgeSearch({
      tenantId: 'globex',
      collection: 'tuning-presets',
      query: 'SUV B 后排 调音',
    })
    expect(found.map((result) => result.content)).toEqual(['SUV B 后排调音：autoEq1 250 Hz −2 dB。'])
    expect(
      await knowledge.knowledgeSearch({ tenantId: 'initech', collection: 'tuning-presets', query: 'SUV B' }),
    ).toEqual([])
  })

  it('a failed record rejects its own promise and the queue goes on', async () => {
    await expect(
      knowledge.knowledgeRecord({ ...preset('acme', 'x'), collection: 'recipes' }),
    ).rejects.toThrow(/no collection "recipes"/)
    await knowledge.knowledgeRecord({ ...preset('acme', 'MPV C 主驾'), source: 'preset://mpv-c/driver/p2' })
    expect(await knowledge.count('acme', 'tuning-presets')).toBe(2)
  })

  it('similar: a result’s own vector finds it first with cosine ≈ 1; minScore 0.7 leaves out unrelated text', async () => {
    await knowledge.ingest({
      tenantId: SHARED_KNOWLEDGE_TENANT,
      collection: 'vehicles',
      documents: [{ source: 'vehicle://rain', format: 'text', content: '雨刮有低速、高速和自动三个档位。' }],
    })
    const [vector] = await knowledge.embed(['SUV B 后排调音：autoEq1 160 Hz −4.5 dB Q 2。'])
    expect(vector).toHaveLength(EMBEDDING_DIMENSIONS)
    const all = await knowledge.similar({
      tenantId: 'acme',
      collection: ['tuning-presets', 'vehicles'],
      embedding: vector!,
    })
    expect(all[0]).toMatchObject({ source: 'preset://suv-b/rear/p1' })
    expect(all[0]!.score).toBeGreaterThan(0.99)
    const close = await knowledge.similar({
      tenantId: 'acme',
      collection: ['tuning-presets', 'vehicles'],
      embedding: vector!,
      minScore: 0.7,
    })
    expect(close.map((result) => result.source)).not.toContain('vehicle://rain')
    expect(all.map((result) => result.source)).toContain('vehicle://rain')
  })

  it('similar refuses a vector of the wrong length or with a NaN, as invalid_input', async () => {
    await expect(knowledge.similar({ collection: 'vehicles', embedding: [1, 2, 3] })).rejects.toMatchObject({
      code: 'invalid_input',
    })
    const nan = new Array(EMBEDDING_DIMENSIONS).fill(Number.NaN)
    await expect(knowledge.similar({ collection: 'vehicles', embedding: nan })).rejects.toMatchObject({
      code: 'invalid_input',
    })
  })
})

const postgres = await probePostgres()
describe.skipIf(!postgres.reachable || postgres.vector)(
  'recorded knowledge on PostgreSQL without pgvector',
  () => {
    it('a record rejects with knowledge_unavailable and writes nothing', async () => {
      const database = await createTestDatabase()
      const pgStore = await openStore({ databaseUrl: database.url })
      try {
        const base = createKnowledgeBase({ store: pgStore })
        await expect(base.knowledgeRecord(preset('acme', 'SUV B'))).rejects.toMatchObject({
          code: 'knowledge_unavailable',
        })
        await expect(base.similar({ collection: 'vehicles', embedding: [1] })).rejects.toMatchObject({
          code: 'knowledge_unavailable',
        })
      } finally {
        await pgStore.close()
        await database.drop()
      }
    })
  },
)
