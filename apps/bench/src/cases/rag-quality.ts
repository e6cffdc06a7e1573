import { createKnowledgeBase, loadQuestions, measureHitRate, SHARED_KNOWLEDGE_TENANT } from '@mindwire/rag'
import { openStore } from '@mindwire/store'
import type { BenchCase, BenchRow } from '../bench-row.ts'
import { QUESTIONS_FILE, shippedDocuments } from '../fixtures/rag-corpus.ts'
import { round } from '../measure.ts'

/** Retrieval quality on the shipped knowledge: hit@5 of each search mode over tests/data/rag/questions.jsonl. */
export const ragQuality: BenchCase = {
  name: 'rag/quality',
  description: 'hit@5 on the shipped documents: vector only, text only, hybrid (local embedder)',
  async run(progress) {
    const store = await openStore({ memory: true })
    try {
      const knowledge = createKnowledgeBase({ store })
      for (const { collection, documents } of await shippedDocuments()) {
        await knowledge.ingest({ tenantId: SHARED_KNOWLEDGE_TENANT, collection, documents })
      }
      const questions = await loadQuestions(QUESTIONS_FILE)
      const rows: BenchRow[] = []
      const modes = ['vector', 'text', 'hybrid'] as const
      for (const [i, mode] of modes.entries()) {
        const rate = await measureHitRate(knowledge, questions, { mode, k: 5 })
        rows.push({
          name: `rag/hit@5-${mode}`,
          value: round(rate.rate, 3),
          unit: `(${rate.hits}/${rate.total})`,
        })
        progress(i + 1, modes.length)
      }
      return rows
    } finally {
      await store.close()
    }
  },
}
