import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createKnowledgeBase,
  createLocalEmbedder,
  type Embedder,
  type KnowledgeBase,
  loadQuestions,
} from '@mindwire/rag'
import { MAX_EF_SEARCH, openStore } from '@mindwire/store'
import type { BenchCase, BenchRow } from '../bench-row.ts'
import { HOLDOUT_QUESTIONS_FILE, QUESTIONS_FILE, syntheticRecords } from '../fixtures/rag-corpus.ts'
import { collectGarbage, percentile, round } from '../measure.ts'

const CHUNKS = Number(process.env.BENCH_RAG_CHUNKS ?? 100_000)
// hnsw.ef_search for the runs; unset: the knowledge base's default.
const EF_SEARCH = process.env.BENCH_RAG_EF_SEARCH ? Number(process.env.BENCH_RAG_EF_SEARCH) : undefined
// The same for the vector half of hybrid search.
const HYBRID_EF_SEARCH = process.env.BENCH_RAG_HYBRID_EF_SEARCH
  ? Number(process.env.BENCH_RAG_HYBRID_EF_SEARCH)
  : undefined
// PGlite's buffer cache: 100,000 chunks with their HNSW graph do not fit in its default 128MB, and an
// index page read back from the data folder costs a search several times its in-memory time.
const SHARED_BUFFERS = process.env.BENCH_RAG_SHARED_BUFFERS || '1GB'
const PER_DOCUMENT = 1000
const K = 10

/**
 * Knowledge retrieval at scale on embedded PGlite: synthetic chunks ingested through the real path (chunk,
 * embed locally, segment, insert in batches), then the evaluation questions searched. Recall@10 compares
 * the HNSW search with an exact brute-force search over the same vectors; a result counts when it is at
 * least as similar as the exact 10th neighbour (ties are common in hashed vectors).
 */
export const ragScale: BenchCase = {
  name: 'rag/scale',
  description: `${CHUNKS} chunks in PGlite: ingest, search p50/p95 after 120 warm-up searches, HNSW recall@10, hybrid top-10 agreement with a ${MAX_EF_SEARCH}-wide walk; shared_buffers ${SHARED_BUFFERS} (BENCH_RAG_CHUNKS, BENCH_RAG_EF_SEARCH, BENCH_RAG_HYBRID_EF_SEARCH, BENCH_RAG_SHARED_BUFFERS)`,
  async run(progress) {
    const records = await syntheticRecords(CHUNKS)
    // Document vectors go straight into one flat array for the exact search: 100,000 arrays of 384
    // numbers on the heap would make the garbage collector part of every timed search.
    const rowOf = new Map<string, number[]>()
    for (const [i, record] of records.entries()) {
      const text = `${record.title}\n${record.content}`
      rowOf.set(text, [...(rowOf.get(text) ?? []), i])
    }
    const matrix = new Float32Array(records.length * 384)
    const embedder = recording(createLocalEmbedder(), rowOf, matrix)
    const folder = await mkdtemp(join(tmpdir(), 'mindwire-bench-rag-'))
    const store = await openStore({ dataDir: join(folder, 'data'), sharedBuffers: SHARED_BUFFERS })
    try {
      const knowledge = createKnowledgeBase({
        store,
        embedder,
        collections: ['bench'],
        efSearch: EF_SEARCH,
        hybridEfSearch: HYBRID_EF_SEARCH,
      })
      const steps = Math.ceil(CHUNKS / PER_DOCUMENT) + 1
      const started = performance.now()
      for (let at = 0; at < CHUNKS; at += PER_DOCUMENT) {
        await knowledge.ingest({
          tenantId: 'bench',
          collection: 'bench',
          documents: [
            { source: `batch-${at}`, format: 'json', records: records.slice(at, at + PER_DOCUMENT) },
          ],
        })
        progress(at / PER_DOCUMENT + 1, steps)
      }
      const ingestSeconds = (performance.now() - started) / 1000
      const chunks = await knowledge.count('bench', 'bench')

      rowOf.clear()
      collectGarbage()
      const questions = (await loadQuestions(QUESTIONS_FILE)).map((q) => q.question)
      const vector: number[] = []
      const hybrid: number[] = []
      let recall = 0
      const hybridIds: string[][] = []
      // The exact neighbours first: a sweep over 150 MB of vectors between two timed searches would
      // leave each of them with cold caches.
      const kths: number[] = []
      for (const question of questions) {
        kths.push(exactKthSimilarity(matrix, records.length, (await embedder.embed([question]))[0]!, K))
      }
      // A running server has searched before: warm the code and the caches with other questions (the
      // held-out set), not with the ones timed.
      for (const { question } of await loadQuestions(HOLDOUT_QUESTIONS_FILE)) {
        await knowledge.search({ tenantId: 'bench', collection: 'bench', query: question, limit: K })
      }
      for (const [i, question] of questions.entries()) {
        let at = performance.now()
        const found = await knowledge.search({
          tenantId: 'bench',
          collection: 'bench',
          query: question,
          limit: K,
          mode: 'vector',
        })
        vector.push(performance.now() - at)
        at = performance.now()
        const fused = await knowledge.search({
          tenantId: 'bench',
          collection: 'bench',
          query: question,
          limit: K,
        })
        hybrid.push(performance.now() - at)
        hybridIds.push(fused.map((result) => result.id))
        recall += found.filter((result) => result.score >= kths[i]! - 1e-4).length / K
      }
      const agreement = await hybridAgreement(
        createKnowledgeBase({ store, embedder, collections: ['bench'], hybridEfSearch: MAX_EF_SEARCH }),
        questions,
        hybridIds,
      )
      progress(steps, steps)
      const rows: BenchRow[] = [
        { name: 'rag/chunks', value: chunks, unit: 'chunks' },
        { name: 'rag/ingest-rate', value: round(chunks / ingestSeconds, 0), unit: 'chunks/s' },
        { name: 'rag/vector-search-p50', value: round(percentile(vector, 50), 1), unit: 'ms' },
        {
          name: 'rag/vector-search-p95',
          value: round(percentile(vector, 95), 1),
          unit: 'ms',
          target: '< 30 ms',
        },
        { name: 'rag/hybrid-search-p50', value: round(percentile(hybrid, 50), 1), unit: 'ms' },
        {
          name: 'rag/hybrid-search-p95',
          value: round(percentile(hybrid, 95), 1),
          unit: 'ms',
          target: '< 30 ms',
        },
        {
          name: 'rag/hnsw-recall@10',
          value: round(recall / questions.length, 3),
          unit: '',
          target: '≥ 0.95',
        },
        { name: 'rag/hybrid-agreement@10', value: round(agreement, 3), unit: '' },
      ]
      return rows
    } finally {
      await store.close()
      await rm(folder, { recursive: true, force: true })
    }
  },
}

/** The share of each hybrid top 10 that a search walking the widest graph pgvector allows also returns, averaged. */
async function hybridAgreement(
  widest: KnowledgeBase,
  questions: readonly string[],
  timedIds: readonly string[][],
): Promise<number> {
  let agreement = 0
  for (const [i, question] of questions.entries()) {
    const reference = await widest.search({
      tenantId: 'bench',
      collection: 'bench',
      query: question,
      limit: K,
    })
    const ids = new Set(reference.map((result) => result.id))
    agreement += timedIds[i]!.filter((id) => ids.has(id)).length / Math.max(1, reference.length)
  }
  return agreement / questions.length
}

/** The embedder, copying every document vector it makes into the record's row (the exact search needs them). */
function recording(
  embedder: Embedder,
  rowOf: ReadonlyMap<string, readonly number[]>,
  matrix: Float32Array,
): Embedder {
  return {
    ...embedder,
    async embed(texts, options) {
      const vectors = await embedder.embed(texts, options)
      if (options?.purpose === 'document') {
        for (const [i, text] of texts.entries()) {
          for (const row of rowOf.get(text) ?? []) matrix.set(vectors[i]!, row * 384)
        }
      }
      return vectors
    },
  }
}

/** The cosine similarity of the k-th nearest row (rows and query are unit vectors). */
function exactKthSimilarity(matrix: Float32Array, rows: number, query: number[], k: number): number {
  const top = new Array<number>(k).fill(-Infinity)
  for (let row = 0; row < rows; row++) {
    let dot = 0
    const base = row * 384
    for (let j = 0; j < 384; j++) dot += matrix[base + j]! * query[j]!
    if (dot > top[k - 1]!) {
      top[k - 1] = dot
      top.sort((a, b) => b - a)
    }
  }
  return top[k - 1]!
}
