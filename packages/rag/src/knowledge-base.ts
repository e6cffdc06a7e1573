import type { KnowledgeForget, KnowledgeRecord, KnowledgeSearch } from '@mindwire/agent'
import { EMBEDDING_DIMENSIONS, MAX_EF_SEARCH, type Store, StoreError } from '@mindwire/store'
import { KNOWLEDGE_COLLECTIONS, SHARED_KNOWLEDGE_TENANT } from './api/collections.ts'
import { KnowledgeError } from './api/knowledge-error.ts'
import {
  DEFAULT_KNOWLEDGE_LIMITS,
  type IngestRequest,
  type KnowledgeLimits,
  type KnowledgeService,
  type SearchRequest,
  type SimilarityRequest,
} from './api/knowledge-service.ts'
import type { Embedder } from './embed/embedder.ts'
import { createLocalEmbedder } from './embed/local-embedder.ts'
import { checkDocuments } from './ingest/check-documents.ts'
import { chunkDocument } from './ingest/chunk-document.ts'
import { type ChunkOptions, DEFAULT_CHUNK_OPTIONS } from './ingest/chunk-text.ts'
import { toStoredChunks } from './ingest/prepare-chunks.ts'
import { createRecordQueue } from './record-queue.ts'
import { type HybridFusion, hybridSearch } from './search/hybrid-search.ts'
import { DEFAULT_TEXT_WEIGHT } from './search/score-fusion.ts'
import { similaritySearch } from './search/similarity-search.ts'

const DEFAULT_EF_SEARCH = 500
const DEFAULT_HYBRID_EF_SEARCH = 300

export interface KnowledgeBaseOptions {
  store: Store
  /** Default: the local embedder (no network). Ingest and search must use the same one. */
  embedder?: Embedder
  /** Collections that may be used; default the six of KNOWLEDGE_COLLECTIONS. */
  collections?: readonly string[]
  chunking?: Partial<ChunkOptions>
  limits?: Partial<KnowledgeLimits>
  /**
   * Candidates the HNSW scan keeps (hnsw.ef_search). Default 500: hashed text vectors are hard for a
   * graph index; at 100,000 chunks recall@10 is 0.965 with 500, 0.94–0.96 with 400 (it varies with the
   * graph, built at random) and 0.90 with 200 (README, rag/scale).
   */
  efSearch?: number
  /**
   * hnsw.ef_search of the vector half of a hybrid search. Default 300: there the graph walk is one of two
   * candidate sources, and every full-text candidate gets its exact cosine from its row, so the walk need
   * only add the near neighbours the words missed. At 100,000 chunks its top 10 agree 0.96–0.97 with a walk of
   * 1000 (500: 0.985) and it is 4 ms faster at p95 (README, rag/scale).
   */
  hybridEfSearch?: number
  /**
   * How hybrid search combines vector and full-text candidates. Default: by score, each candidate's
   * cosine and squashed BM25 weighted half and half (textWeight 0.5) — on the shipped questions it beats
   * either retriever alone, where reciprocal-rank fusion fell below full text (README). `{ method: 'rank' }`
   * suits an embedder whose similarities are not comparable with the text score.
   */
  fusion?: HybridFusion
}

/** The knowledge service plus the search function domains take (KnowledgeSearch from @mindwire/agent). */
export interface KnowledgeBase extends KnowledgeService {
  readonly embedder: Embedder
  /**
   * For domain tools: searches `query.collection` for `query.tenantId` plus shared knowledge, after the
   * tenant's pending records are in (a run finds what the run before it learned).
   */
  readonly knowledgeSearch: KnowledgeSearch
  /** For domains: keeps what a run learned in a tenant's collection (replacing the same source). */
  readonly knowledgeRecord: KnowledgeRecord
  /** For domains: forgets a source they recorded, in order with the tenant's records still queued. */
  readonly knowledgeForget: KnowledgeForget
}

/**
 * Knowledge retrieval on the store's documents table: ingest (chunk, embed, segment, replace by source)
 * and hybrid search over a tenant's own chunks plus the shared ones. Without pgvector it still builds,
 * with `available` false, and every call rejects with knowledge_unavailable.
 */
export function createKnowledgeBase(options: KnowledgeBaseOptions): KnowledgeBase {
  const { store } = options
  const embedder = options.embedder ?? createLocalEmbedder()
  const collections = options.collections ?? Object.keys(KNOWLEDGE_COLLECTIONS)
  const limits: KnowledgeLimits = { ...DEFAULT_KNOWLEDGE_LIMITS, ...options.limits }
  const chunking: ChunkOptions = { ...DEFAULT_CHUNK_OPTIONS, ...options.chunking }
  const fusion = options.fusion ?? { method: 'score', textWeight: DEFAULT_TEXT_WEIGHT }
  if (fusion.method === 'score' && !(fusion.textWeight >= 0 && fusion.textWeight <= 1)) {
    throw new KnowledgeError(
      'invalid_input',
      `fusion.textWeight must be within 0–1, not ${fusion.textWeight}`,
    )
  }
  const efSearch = checkedEfSearch('efSearch', options.efSearch ?? DEFAULT_EF_SEARCH)
  const hybridEfSearch = checkedEfSearch('hybridEfSearch', options.hybridEfSearch ?? DEFAULT_HYBRID_EF_SEARCH)
  const unavailableReason = store.vectorEnabled
    ? undefined
    : 'knowledge search is unavailable: the database lacks the pgvector extension (install it, e.g. postgresql-NN-pgvector, or use the embedded PGlite database)'

  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    if (unavailableReason) throw new KnowledgeError('knowledge_unavailable', unavailableReason)
    try {
      return await work()
    } catch (error) {
      throw translate(error)
    }
  }
  /** Whose chunks a search covers (the tenant's and the shared ones), its filters, limit and minScore. */
  const cutoffs = (request: Omit<SearchRequest, 'query' | 'collection'>) => ({
    tenantIds: [...new Set([request.tenantId ?? SHARED_KNOWLEDGE_TENANT, SHARED_KNOWLEDGE_TENANT])],
    filters: request.filters && Object.keys(request.filters).length > 0 ? request.filters : undefined,
    limit: Math.min(Math.max(1, Math.trunc(request.limit ?? 10)), limits.maxResults),
    minScore: request.minScore ?? 0,
  })
  const checkCollection = (collection: string) => {
    if (!collections.includes(collection)) {
      throw new KnowledgeError(
        'unknown_collection',
        `no collection "${collection}"; available: ${collections.join(', ')}`,
      )
    }
  }

  // Records are written in order per tenant; a search of that tenant waits for those already queued.
  const records = createRecordQueue()
  const base: KnowledgeBase = {
    available: unavailableReason === undefined,
    unavailableReason,
    collections,
    limits,
    embedder,

    search: (request: SearchRequest) =>
      guard(async () => {
        const names = typeof request.collection === 'string' ? [request.collection] : [...request.collection]
        for (const name of names) checkCollection(name)
        const query = request.query.trim()
        if (!query) throw new KnowledgeError('invalid_input', 'the query is empty')
        if (query.length > limits.maxQueryChars) {
          throw new KnowledgeError(
            'too_large',
            `the query has ${query.length} characters; the limit is ${limits.maxQueryChars}`,
          )
        }
        const mode = request.mode ?? 'hybrid'
        return hybridSearch(
          { documents: store.documents, embedder },
          {
            ...cutoffs(request),
            collections: names,
            query,
            mode,
            fusion,
            efSearch: mode === 'hybrid' ? hybridEfSearch : efSearch,
          },
        )
      }),

    embed: (texts) =>
      guard(async () => {
        const tooLong = texts.find((text) => text.length > limits.maxQueryChars)
        if (tooLong !== undefined)
          throw new KnowledgeError(
            'too_large',
            `a text has ${tooLong.length} characters; the limit is ${limits.maxQueryChars}`,
          )
        return embedder.embed([...texts], { purpose: 'query' })
      }),

    similar: (request: SimilarityRequest) =>
      guard(async () => {
        const names = typeof request.collection === 'string' ? [request.collection] : [...request.collection]
        for (const name of names) checkCollection(name)
        const embedding = [...request.embedding]
        if (embedding.length !== EMBEDDING_DIMENSIONS || !embedding.every((value) => Number.isFinite(value)))
          throw new KnowledgeError(
            'invalid_input',
            `the embedding must be ${EMBEDDING_DIMENSIONS} finite numbers, as the embedder makes them; it has ${embedding.length}`,
          )
        return similaritySearch(store.documents, {
          ...cutoffs(request),
          collections: names,
          embedding,
          efSearch,
        })
      }),

    ingest: (request: IngestRequest) =>
      guard(async () => {
        checkCollection(request.collection)
        checkDocuments(request.documents, limits)
        const documents: Array<{ source: string; chunks: number }> = []
        for (const document of request.documents) {
          const prepared = chunkDocument(document, chunking)
          if (prepared.length > limits.maxChunksPerDocument) {
            throw new KnowledgeError(
              'too_large',
              `${document.source} makes ${prepared.length} chunks; the limit is ${limits.maxChunksPerDocument}`,
            )
          }
          const source = document.source.trim()
          const chunks = await toStoredChunks(prepared, embedder, request.signal)
          await store.documents.replaceSource(request.tenantId, request.collection, source, chunks)
          documents.push({ source, chunks: chunks.length })
        }
        const total = documents.reduce((sum, d) => sum + d.chunks, 0)
        return { collection: request.collection, documents, chunks: total }
      }),

    deleteSource: (request) =>
      guard(async () => {
        checkCollection(request.collection)
        return store.documents.deleteSource(request.tenantId, request.collection, request.source)
      }),

    deleteMatching: (request) =>
      guard(async () => {
        checkCollection(request.collection)
        return store.documents.deleteMatching(request.tenantId, request.collection, request.metadata)
      }),

    count: (tenantId, collection) =>
      guard(async () => {
        if (collection !== undefined) checkCollection(collection)
        return store.documents.count(tenantId, collection)
      }),

    knowledgeSearch: async (query) => {
      await records.settled(query.tenantId)
      return base.search({
        tenantId: query.tenantId,
        collection: query.collection,
        query: query.query,
        filters: query.filters,
        limit: query.limit,
        minScore: query.minScore,
      })
    },

    knowledgeRecord: (entry) =>
      records.add(entry.tenantId, async () => {
        await base.ingest({
          tenantId: entry.tenantId,
          collection: entry.collection,
          documents: [
            { source: entry.source, format: 'text', content: entry.content, metadata: entry.metadata },
          ],
        })
      }),

    // Queued behind the tenant's records: an entry still being written cannot come back after this.
    knowledgeForget: (entry) =>
      records.add(entry.tenantId, async () => {
        const { tenantId, collection } = entry
        if ('source' in entry) await base.deleteSource({ tenantId, collection, source: entry.source })
        else await base.deleteMatching({ tenantId, collection, metadata: entry.metadata })
      }),
  }
  return base
}

function checkedEfSearch(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > MAX_EF_SEARCH) {
    throw new KnowledgeError(
      'invalid_input',
      `${name} must be a whole number within 1–${MAX_EF_SEARCH}, not ${value}`,
    )
  }
  return value
}

/** Store refusals become knowledge errors; anything else is a bug or an outage and stays as it is. */
function translate(error: unknown): unknown {
  if (!(error instanceof StoreError)) return error
  if (error.code === 'vector_unavailable') return new KnowledgeError('knowledge_unavailable', error.message)
  if (error.code === 'invalid_input')
    return new KnowledgeError('invalid_input', error.message, { cause: error })
  return error
}
