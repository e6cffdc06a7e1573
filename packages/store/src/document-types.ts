// The knowledge documents' repository: chunks with embeddings, searched by vector and by full text.

/** One chunk of a knowledge document with its embedding. */
export interface DocumentChunk {
  id: string
  tenantId: string
  collection: string
  source: string
  chunkIndex: number
  content: string
  /** Text prepared for full-text search (e.g. Chinese segmented into space-separated words). */
  searchText: string
  metadata: Record<string, unknown>
  embedding: number[]
}

/** Where a search looks: chunks of any of these tenants in any of these collections. */
export interface DocumentScope {
  tenantIds: readonly string[]
  collections: readonly string[]
  /** Chunks whose metadata contains these values (jsonb containment). */
  filter?: Record<string, unknown>
}

/**
 * A chunk a search found, best first. Without its embedding: 384 numbers a row, read back as text, cost
 * a search more than the ranking (callers get the similarity instead).
 */
export type FoundChunk = Omit<DocumentChunk, 'embedding'> & {
  /** The search's own score: cosine similarity (vector) or ts_rank (text). */
  score: number
  /** Cosine similarity to the query embedding: from a vector search, or a text search given `similarTo`. */
  similarity?: number
}

export interface DocumentRepository {
  /** Replaces every chunk of a source in one transaction: re-ingesting never duplicates. */
  replaceSource(
    tenantId: string,
    collection: string,
    source: string,
    chunks: ReadonlyArray<Omit<DocumentChunk, 'id' | 'tenantId' | 'collection' | 'source'>>,
  ): Promise<number>
  deleteSource(tenantId: string, collection: string, source: string): Promise<number>
  /**
   * Deletes a tenant's chunks in a collection whose metadata holds every given value (e.g. all that was
   * learned about one project, whatever its source). Empty `metadata` is refused: it would mean everything.
   */
  deleteMatching(tenantId: string, collection: string, metadata: Record<string, string>): Promise<number>
  /** Nearest chunks by cosine distance through the HNSW index; score and similarity = 1 − distance. */
  searchVector(
    input: DocumentScope & {
      embedding: number[]
      limit: number
      /**
       * Candidates the HNSW scan keeps (hnsw.ef_search, at least `limit`, at most 1000); default
       * max(40, limit). Higher finds the true nearest neighbours more often and costs more.
       */
      efSearch?: number
    },
  ): Promise<FoundChunk[]>
  /** Full-text matches ranked by ts_rank over searchText. */
  searchText(
    input: DocumentScope & {
      query: string
      limit: number
      /**
       * 'all' (default): a chunk must contain every word of the query. 'any': one word is enough, and
       * ranking sorts out the rest — what natural-language questions need, since they hold words no
       * passage has.
       */
      match?: 'all' | 'any'
      /** An embedding to give each match's cosine similarity to, as `similarity` (hybrid search). */
      similarTo?: number[]
    },
  ): Promise<FoundChunk[]>
  count(tenantId: string, collection?: string): Promise<number>
  /**
   * The most common full-text lexemes with about how many chunks hold each, from the planner's
   * statistics on the search column (all tenants together, as of the last ANALYZE); empty before one.
   */
  commonLexemes(): Promise<ReadonlyMap<string, number>>
}
