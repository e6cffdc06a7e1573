import type { KnowledgeResult } from '@mindwire/agent'
import type { SourceDocument } from '../ingest/source-document.ts'

/** How a search ranks: both retrievers fused (default), or one of them alone. */
export type SearchMode = 'hybrid' | 'vector' | 'text'

/** One search, for one tenant (plus shared knowledge), in one or more collections. */
export interface SearchRequest {
  /** Whose documents to search besides the shared ones; absent: shared knowledge only. */
  tenantId?: string
  collection: string | readonly string[]
  query: string
  /** Chunks whose metadata contains these values (jsonb containment: a list matches lists holding all of it). */
  filters?: Record<string, unknown>
  /** Default 10. */
  limit?: number
  /** 0–1, default 0: results scoring lower are left out (see `score` on RagResult). */
  minScore?: number
  mode?: SearchMode
}

/** Seed 000 §4.4: results under this score are left out unless the caller says otherwise. */
export const DEFAULT_SIMILARITY_MIN_SCORE = 0.7

/** Passages nearest to a vector (seed 000 §4.4 similaritySearch): an embedding the caller already has. */
export interface SimilarityRequest {
  tenantId?: string
  collection: string | readonly string[]
  /** As long as the embedder's vectors (EMBEDDING_DIMENSIONS); compared by cosine. */
  embedding: readonly number[]
  filters?: Record<string, unknown>
  /** Default 10. */
  limit?: number
  /** 0–1, default 0: the cosine below which results are left out. */
  minScore?: number
}

/**
 * A passage found (seed 000 §4.4 RAGResult). `score` is 0–1, higher is better: in vector mode the
 * cosine similarity, in text mode the BM25 score squashed as s / (s + 10), in hybrid mode their weighted
 * mean (with rank fusion: the reciprocal-rank score divided by its maximum, 1 when first in both).
 */
export interface RagResult extends KnowledgeResult {
  collection: string
  /** True when the passage is shared (shipped) knowledge rather than the tenant's own. */
  shared: boolean
}

export interface IngestRequest {
  /** The owner; SHARED_KNOWLEDGE_TENANT for shipped knowledge. */
  tenantId: string
  collection: string
  documents: readonly SourceDocument[]
  signal?: AbortSignal
}

export interface IngestResult {
  collection: string
  documents: Array<{ source: string; chunks: number }>
  chunks: number
}

/** Sizes a request may not exceed. */
export interface KnowledgeLimits {
  maxDocumentsPerRequest: number
  maxDocumentChars: number
  maxRecordsPerDocument: number
  maxChunksPerDocument: number
  /** The ingest route's body limit. */
  maxIngestBytes: number
  maxQueryChars: number
  maxResults: number
}

export const DEFAULT_KNOWLEDGE_LIMITS: KnowledgeLimits = {
  maxDocumentsPerRequest: 100,
  maxDocumentChars: 1_000_000,
  maxRecordsPerDocument: 10_000,
  maxChunksPerDocument: 5_000,
  maxIngestBytes: 4 * 1024 * 1024,
  maxQueryChars: 2_000,
  maxResults: 50,
}

/**
 * Knowledge retrieval as the HTTP routes and tools use it. Methods reject with KnowledgeError; when the
 * database lacks pgvector, `available` is false and every method rejects with knowledge_unavailable.
 */
export interface KnowledgeService {
  readonly available: boolean
  /** Why knowledge search is off, when it is. */
  readonly unavailableReason?: string
  readonly collections: readonly string[]
  readonly limits: KnowledgeLimits
  search(request: SearchRequest): Promise<RagResult[]>
  /** The server embedder's vectors of texts (what `similar` compares), one per text. */
  embed(texts: readonly string[]): Promise<number[][]>
  /** The passages whose vectors are nearest to `embedding`, scored by cosine. */
  similar(request: SimilarityRequest): Promise<RagResult[]>
  ingest(request: IngestRequest): Promise<IngestResult>
  /** Removes every chunk of a source; returns how many. */
  deleteSource(request: { tenantId: string; collection: string; source: string }): Promise<number>
  /** Removes every chunk of a collection whose metadata contains these values, whatever its source; returns how many. */
  deleteMatching(request: {
    tenantId: string
    collection: string
    metadata: Record<string, unknown>
  }): Promise<number>
  /** Chunks a tenant owns, in one collection or all. */
  count(tenantId: string, collection?: string): Promise<number>
}
