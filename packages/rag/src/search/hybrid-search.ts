import type { DocumentChunk, DocumentRepository } from '@mindwire/store'
import { SHARED_KNOWLEDGE_TENANT } from '../api/collections.ts'
import type { RagResult, SearchMode } from '../api/knowledge-service.ts'
import type { Embedder } from '../embed/embedder.ts'
import { queryTermsOf } from '../text/search-text.ts'
import { candidateTerms } from './candidate-terms.ts'
import { fuseRanks } from './reciprocal-rank.ts'
import { rankByTerms, textScore } from './text-rank.ts'

type Found = DocumentChunk & { score: number }

/** A validated search: the tenants whose chunks count and the collections to look in. */
export interface ResolvedSearch {
  tenantIds: readonly string[]
  collections: readonly string[]
  query: string
  filters?: Record<string, unknown>
  limit: number
  minScore: number
  mode: SearchMode
  /** hnsw.ef_search for the vector scan. */
  efSearch: number
  signal?: AbortSignal
}

/**
 * Searches the given tenants' chunks in the given collections. Vector: nearest neighbours by cosine
 * through the HNSW index. Text: any-word full-text candidates from the GIN index, re-ranked by BM25.
 * Hybrid: both rankings fused by reciprocal rank. Each list is fetched deeper than `limit` so fusion has
 * something to agree on.
 */
export async function hybridSearch(
  deps: { documents: DocumentRepository; embedder: Embedder },
  search: ResolvedSearch,
): Promise<RagResult[]> {
  const depth = Math.max(search.limit * 3, 30)
  const scopes = search.tenantIds.flatMap((tenantId) =>
    search.collections.map((collection) => ({ tenantId, collection, filter: search.filters })),
  )
  const [vector, text] = await Promise.all([
    search.mode === 'text' ? [] : vectorRanking(deps, search, scopes, depth),
    search.mode === 'vector' ? [] : textRanking(deps.documents, search.query, scopes, depth * 2),
  ])
  let ranked: Array<{ chunk: Found; score: number }>
  if (search.mode === 'vector') ranked = vector.map((chunk) => ({ chunk, score: clamp(chunk.score) }))
  else if (search.mode === 'text')
    ranked = text.map(({ item, score }) => ({ chunk: item, score: textScore(score) }))
  else {
    const fused = fuseRanks<Found>([vector, text.map((entry) => entry.item)], (chunk) => chunk.id)
    ranked = fused.map(({ item, score }) => ({ chunk: item, score }))
  }
  return ranked
    .filter((entry) => entry.score >= search.minScore)
    .slice(0, search.limit)
    .map(({ chunk, score }) => toResult(chunk, score))
}

type Scope = { tenantId: string; collection: string; filter?: Record<string, unknown> }

async function vectorRanking(
  deps: { documents: DocumentRepository; embedder: Embedder },
  search: ResolvedSearch,
  scopes: readonly Scope[],
  depth: number,
): Promise<Found[]> {
  const [embedding] = await deps.embedder.embed([search.query], { purpose: 'query', signal: search.signal })
  const lists = await Promise.all(
    scopes.map((scope) =>
      deps.documents.searchVector({
        ...scope,
        embedding: embedding!,
        limit: depth,
        efSearch: search.efSearch,
      }),
    ),
  )
  // Scores of one embedder compare across tenants and collections: merge by similarity.
  return lists.flat().sort((a, b) => b.score - a.score)
}

async function textRanking(
  documents: DocumentRepository,
  query: string,
  scopes: readonly Scope[],
  depth: number,
): Promise<Array<{ item: Found; score: number }>> {
  const terms = queryTermsOf(query)
  if (terms.length === 0) return []
  const text = candidateTerms(terms, await documents.commonLexemes()).join(' ')
  const lists = await Promise.all(
    scopes.map((scope) => documents.searchText({ ...scope, query: text, limit: depth, match: 'any' })),
  )
  return rankByTerms(lists.flat(), terms)
}

function toResult(chunk: Found, score: number): RagResult {
  return {
    id: chunk.id,
    content: chunk.content,
    metadata: chunk.metadata,
    score: Math.round(score * 10_000) / 10_000,
    source: chunk.source,
    collection: chunk.collection,
    shared: chunk.tenantId === SHARED_KNOWLEDGE_TENANT,
  }
}

function clamp(score: number): number {
  return Math.min(1, Math.max(0, score))
}
