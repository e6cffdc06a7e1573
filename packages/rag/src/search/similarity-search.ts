import type { DocumentRepository } from '@mindwire/store'
import type { RagResult } from '../api/knowledge-service.ts'
import { toResult } from './hybrid-search.ts'

/** A validated similarity search: whose chunks, which collections, the vector to start from. */
export interface ResolvedSimilarity {
  tenantIds: readonly string[]
  collections: readonly string[]
  embedding: number[]
  filters?: Record<string, unknown>
  limit: number
  minScore: number
  efSearch: number
}

/**
 * Nearest neighbours of a vector the caller already has (seed 000 §4.4 similaritySearch: "more like this
 * project"), through the HNSW index; the score is the cosine, clamped to 0–1.
 */
export async function similaritySearch(
  documents: DocumentRepository,
  search: ResolvedSimilarity,
): Promise<RagResult[]> {
  const found = await documents.searchVector({
    tenantIds: search.tenantIds,
    collections: search.collections,
    filter: search.filters,
    embedding: search.embedding,
    limit: search.limit,
    efSearch: search.efSearch,
  })
  return found
    .map((chunk) => ({ chunk, score: Math.min(1, Math.max(0, chunk.score)) }))
    .filter((entry) => entry.score >= search.minScore)
    .map(({ chunk, score }) => toResult(chunk, score))
}
