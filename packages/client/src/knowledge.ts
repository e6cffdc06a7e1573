/** One hit of a knowledge search (seed 000 §4.4), as `POST /api/ai/rag/search` returns it. */
export interface RagResult {
  id: string
  content: string
  metadata: Record<string, unknown>
  /** 0–1, higher is better. */
  score: number
  /** The document, e.g. `xialgo://eq-parametric-v2`. */
  source: string
  collection: string
  /** Shipped knowledge every tenant sees, rather than the tenant's own. */
  shared: boolean
}

/** A knowledge search: one collection (e.g. `xialgo`), a query, and optional filters and cut-offs. */
export interface RagQuery {
  collection: string
  query: string
  filters?: Record<string, unknown>
  /** At most this many results (server default 10). */
  limit?: number
  /** Leave out results scoring lower (0–1). */
  minScore?: number
}

/** The cut-offs of a similarity search (seed 000 §4.4). */
export interface SimilarityOptions {
  filters?: Record<string, unknown>
  /** At most this many results (server default 10). */
  limit?: number
  /** Leave out results whose cosine is lower (0–1; server default 0.7). */
  minScore?: number
  signal?: AbortSignal
}
