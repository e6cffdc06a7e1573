import { createKnowledgeBase, loadQuestions, measureHitRate, SHARED_KNOWLEDGE_TENANT } from '@mindwire/rag'
import { openStore } from '@mindwire/store'
import type { BenchCase, BenchRow } from '../bench-row.ts'
import { HOLDOUT_QUESTIONS_FILE, QUESTIONS_FILE, shippedDocuments } from '../fixtures/rag-corpus.ts'
import { round } from '../measure.ts'

/**
 * Retrieval quality on the shipped knowledge: hit@5 of each search mode over the question set
 * (tests/data/rag/questions.jsonl) and the held-out set written later (holdout-questions.jsonl).
 */
export const ragQuality: BenchCase = {
  name: 'rag/quality',
  description:
    'hit@5 on the shipped documents, question set and held-out set: vector, text, hybrid (local embedder)',
  async run(progress) {
    const store = await openStore({ memory: true })
    try {
      const knowledge = createKnowledgeBase({ store })
      // The same chunks, hybrid fused by reciprocal rank instead: the row to compare score fusion with.
      const byRank = createKnowledgeBase({ store, fusion: { method: 'rank' } })
      for (const { collection, documents } of await shippedDocuments()) {
        await knowledge.ingest({ tenantId: SHARED_KNOWLEDGE_TENANT, collection, documents })
      }
      const sets = [
        { prefix: 'rag/hit@5', questions: await loadQuestions(QUESTIONS_FILE) },
        { prefix: 'rag/holdout-hit@5', questions: await loadQuestions(HOLDOUT_QUESTIONS_FILE) },
      ]
      const rows: BenchRow[] = []
      const runs = [
        { name: 'vector', knowledge, mode: 'vector' },
        { name: 'text', knowledge, mode: 'text' },
        { name: 'hybrid', knowledge, mode: 'hybrid' },
        { name: 'hybrid-rank-fusion', knowledge: byRank, mode: 'hybrid' },
      ] as const
      for (const { prefix, questions } of sets) {
        for (const run of runs) {
          const rate = await measureHitRate(run.knowledge, questions, { mode: run.mode, k: 5 })
          rows.push({
            name: `${prefix}-${run.name}`,
            value: round(rate.rate, 3),
            unit: `(${rate.hits}/${rate.total})`,
          })
          progress(rows.length, sets.length * runs.length)
        }
      }
      return rows
    } finally {
      await store.close()
    }
  },
}
