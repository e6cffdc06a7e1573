import { fileURLToPath } from 'node:url'
import { openStore, type Store } from '@mindwire/store'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHARED_KNOWLEDGE_TENANT } from '../api/collections.ts'
import { readSourceFiles } from '../ingest/read-files.ts'
import { createKnowledgeBase, type KnowledgeBase } from '../knowledge-base.ts'
import { type HitRate, loadQuestions, measureHitRate } from './retrieval-eval.ts'

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url))
const SHIPPED = [
  ['synth-docs', 'domains/synth/knowledge/synth-docs'],
  ['vehicle-manual', 'domains/cockpit/knowledge/vehicle-manual'],
  ['xialgo', 'domains/studio/knowledge/xialgo'],
] as const

let store: Store
let knowledge: KnowledgeBase
const rates: Record<string, HitRate> = {}

beforeAll(async () => {
  store = await openStore({ memory: true })
  knowledge = createKnowledgeBase({ store })
  for (const [collection, folder] of SHIPPED) {
    const documents = await readSourceFiles(`${ROOT}${folder}`, { relativeTo: ROOT })
    await knowledge.ingest({ tenantId: SHARED_KNOWLEDGE_TENANT, collection, documents })
  }
  // Both sets: the first, and a held-out one written later without looking at any search result.
  const questions = [
    ...(await loadQuestions(`${ROOT}tests/data/rag/questions.jsonl`)),
    ...(await loadQuestions(`${ROOT}tests/data/rag/holdout-questions.jsonl`)),
  ]
  for (const mode of ['vector', 'text', 'hybrid'] as const) {
    rates[mode] = await measureHitRate(knowledge, questions, { mode, k: 5, tenantId: 'any-tenant' })
  }
}, 120_000)
afterAll(() => store.close())

describe('retrieval quality on the shipped knowledge (304 questions, local embedder)', () => {
  it('ingests every shipped document as shared knowledge, one chunk per section', async () => {
    expect(await knowledge.count(SHARED_KNOWLEDGE_TENANT, 'synth-docs')).toBeGreaterThan(150)
    expect(await knowledge.count(SHARED_KNOWLEDGE_TENANT, 'vehicle-manual')).toBeGreaterThan(100)
    expect(await knowledge.count(SHARED_KNOWLEDGE_TENANT, 'xialgo')).toBeGreaterThan(150)
  })

  it('finds the answering section in the top 5 for most questions in every mode', () => {
    expect(rates.vector!.rate).toBeGreaterThanOrEqual(0.8)
    expect(rates.text!.rate).toBeGreaterThanOrEqual(0.9)
    expect(rates.hybrid!.rate).toBeGreaterThanOrEqual(0.9)
  })

  it('hybrid search beats vector search and full-text search alone', () => {
    expect(rates.hybrid!.hits).toBeGreaterThan(rates.vector!.hits)
    expect(rates.hybrid!.hits).toBeGreaterThan(rates.text!.hits)
  })
})
