/** One passage found in a knowledge collection (seed 000 §4.4 RAGResult). */
export interface KnowledgeResult {
  id: string
  content: string
  metadata: Record<string, unknown>
  /** 0–1, higher is better. */
  score: number
  /** Where the passage comes from, e.g. xialgo://eq-parametric-v2 or a document path. */
  source: string
}

/** A search in one collection, for one tenant. */
export interface KnowledgeQuery {
  collection: string
  query: string
  filters?: Record<string, unknown>
  limit?: number
  minScore?: number
  /** The tenant whose documents (besides the shared ones) may be found. */
  tenantId?: string
}

/** What domains get to search knowledge with; the RAG package implements it. */
export type KnowledgeSearch = (query: KnowledgeQuery) => Promise<KnowledgeResult[]>

/**
 * Something a run learned, to keep in a tenant's collection (seed 000 §1.1: knowledge accumulates). The
 * source names it: recording the same source again replaces what was kept (a project's latest state).
 */
export interface KnowledgeEntry {
  tenantId: string
  collection: string
  source: string
  content: string
  metadata?: Record<string, unknown>
}

/** What domains record learned knowledge with; the RAG package implements it. */
export type KnowledgeRecord = (entry: KnowledgeEntry) => Promise<void>

/**
 * What domains forget learned knowledge with (its subject is gone, e.g. a deleted project): the entry kept
 * under that source, or every entry of the collection whose metadata contains `metadata` (all that was
 * recorded about the subject, under whatever source), after any record of the tenant still queued. The RAG
 * package implements it.
 */
export type KnowledgeForget = (
  entry: Pick<KnowledgeEntry, 'tenantId' | 'collection'> &
    ({ source: string } | { metadata: Record<string, unknown> }),
) => Promise<void>
