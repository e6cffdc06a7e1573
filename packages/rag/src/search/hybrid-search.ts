import type { DocumentRepository, DocumentScope, FoundChunk } from '@mindwire/store'
import { SHARED_KNOWLEDGE_TENANT } from '../api/collections.ts'
import type { RagResult, SearchMode } from '../api/knowledge-service.ts'
import type { Embedder } from '../embed/embedder.ts'
import { type QueryTerm, queryTermsOf } from '../text/search-text.ts'
import { candidateQuery } from './candidate-terms.ts'
import { fuseRanks } from './reciprocal-rank.ts'
import { fuseScores } from './score-fusion.ts'
import { rankByTerms, textScore } from './text-rank.ts'

/**
 * `score`: every candidate judged by both its cosine and its BM25 score, weighted (score-fusion.ts).
 * `rank`: reciprocal-rank fusion of the two rankings, which never compares raw scores — for an embedder
 * whose cosines crowd into a narrow band, where a fixed weight would let one signal drown the other.
 */
export type HybridFusion = { method: 'score'; textWeight: number } | { method: 'rank' }

/** A validated search: the tenants whose chunks count and the collections to look in. */
export interface ResolvedSearch {
  tenantIds: readonly string[]
  collections: readonly string[]
  query: string
  filters?: Record<string, unknown>
  limit: number
  minScore: number
  mode: SearchMode
  /** How hybrid mode combines the two retrievers (see KnowledgeBaseOptions.fusion). */
  fusion: HybridFusion
  /** hnsw.ef_search for the vector scan. */
  efSearch: number
  signal?: AbortSignal
}

/**
 * Searches the given tenants' chunks in the given collections. Vector: nearest neighbours by cosine
 * through the HNSW index. Text: full-text candidates from the GIN index, re-ranked by BM25. Hybrid: both
 * candidate lists, fused (by score unless told otherwise). Each list is fetched deeper than `limit` so
 * fusion has something to agree on.
 */
export async function hybridSearch(
  deps: { documents: DocumentRepository; embedder: Embedder },
  search: ResolvedSearch,
): Promise<RagResult[]> {
  const depth = Math.max(search.limit * 3, 30)
  const scope: DocumentScope = {
    tenantIds: search.tenantIds,
    collections: search.collections,
    filter: search.filters,
  }
  const terms = queryTermsOf(search.query)
  const embedding =
    search.mode === 'text'
      ? undefined
      : (await deps.embedder.embed([search.query], { purpose: 'query', signal: search.signal }))[0]!
  // Score fusion needs each text candidate's similarity too: the database gives it with the row.
  const similarTo = search.mode === 'hybrid' && search.fusion.method === 'score' ? embedding : undefined
  const [vector, text] = await Promise.all([
    embedding
      ? deps.documents.searchVector({ ...scope, embedding, limit: depth, efSearch: search.efSearch })
      : [],
    search.mode === 'vector' ? [] : textCandidates(deps.documents, terms, scope, depth * 2, similarTo),
  ])
  return rank(search, terms, vector, text)
    .filter((entry) => entry.score >= search.minScore)
    .slice(0, search.limit)
    .map(({ item, score }) => toResult(item, score))
}

/** The ranking of the search's mode, best first, each with its 0–1 score. */
function rank(
  search: ResolvedSearch,
  terms: readonly QueryTerm[],
  vector: readonly FoundChunk[],
  text: readonly FoundChunk[],
): Array<{ item: FoundChunk; score: number }> {
  if (search.mode === 'vector') return vector.map((item) => ({ item, score: clamp(item.score) }))
  if (search.mode === 'hybrid' && search.fusion.method === 'score') {
    return fuseScores([...vector, ...text], terms, search.fusion.textWeight)
  }
  const textRanked = rankByTerms(text, terms)
  if (search.mode === 'text') return textRanked.map(({ item, score }) => ({ item, score: textScore(score) }))
  return fuseRanks<FoundChunk>([vector, textRanked.map((entry) => entry.item)], (chunk) => chunk.id)
}

/** Chunks holding the query's candidate terms (see candidate-terms.ts), in ts_rank order. */
async function textCandidates(
  documents: DocumentRepository,
  terms: readonly QueryTerm[],
  scope: DocumentScope,
  depth: number,
  similarTo: number[] | undefined,
): Promise<FoundChunk[]> {
  if (terms.length === 0) return []
  const candidates = candidateQuery(terms, await documents.commonLexemes())
  return documents.searchText({
    ...scope,
    query: candidates.terms.join(' '),
    limit: depth,
    match: candidates.match,
    similarTo,
  })
}

/** A stored chunk as a search result with its 0–1 score. */
export function toResult(chunk: FoundChunk, score: number): RagResult {
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
