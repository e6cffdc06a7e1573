import {
  and,
  asc,
  cosineDistance,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Database } from '../database.ts'
import type { VectorStatus } from '../migrate/apply-migrations.ts'
import { ragDocuments } from '../schema/vector/rag-documents.ts'
import { sqlState, UNIQUE_VIOLATION } from '../sql-state.ts'
import type { DocumentRepository, DocumentScope } from '../store.ts'
import { StoreError } from '../store-error.ts'
import { EMBEDDING_DIMENSIONS, MAX_EF_SEARCH } from '../store-types.ts'

type NewChunk = Parameters<DocumentRepository['replaceSource']>[3][number]

const INSERT_SLICE = 500
const ANALYZE_BASE = 50
const ANALYZE_SHARE = 0.2
const LEXEME_STATS_TTL_MS = 60_000

// What a search returns of a chunk: not the generated tsvector, which callers never see, nor the
// embedding, which costs more to read back than the search itself.
const {
  search: _search,
  createdAt: _createdAt,
  embedding: _embedding,
  ...foundColumns
} = getTableColumns(ragDocuments)

/**
 * Knowledge chunks with embeddings: nearest-neighbour search through HNSW and full-text search through GIN.
 * With `autoAnalyze` (PGlite, which runs no autovacuum) the table's statistics are refreshed once enough
 * rows changed: without them the planner takes a large collection for a tiny one and sorts every row by
 * distance instead of using the HNSW index.
 */
export function createDocumentRepository(
  db: Database,
  vector: VectorStatus,
  options: { autoAnalyze?: boolean } = {},
): DocumentRepository {
  let changedRows = 0
  let analyzedRows = 0
  let lexemes: { read: number; value: Promise<ReadonlyMap<string, number>> } | undefined
  const afterWrite = async (rows: number) => {
    changedRows += rows
    // autovacuum's rule of thumb: a base threshold plus a share of the table.
    if (!options.autoAnalyze || changedRows <= ANALYZE_BASE + ANALYZE_SHARE * analyzedRows) return
    changedRows = 0
    await db.execute(sql`analyze rag_documents`)
    lexemes = undefined
    // Both drivers answer with `rows` (PGlite's Results, node-postgres' QueryResult).
    const result = (await db.execute(
      sql`select reltuples::float8 as total from pg_class where oid = 'rag_documents'::regclass`,
    )) as unknown as { rows: Array<{ total: number }> }
    analyzedRows = Math.max(0, Number(result.rows[0]?.total ?? 0))
  }
  return {
    async replaceSource(tenantId, collection, source, chunks) {
      const rows = chunks.map((chunk) => ({ tenantId, collection, source, ...checkedChunk(chunk) }))
      let deleted = 0
      try {
        await db.transaction(async (tx) => {
          const removed = await tx
            .delete(ragDocuments)
            .where(sourceOf(tenantId, collection, source))
            .returning({ id: ragDocuments.id })
          deleted = removed.length
          for (let i = 0; i < rows.length; i += INSERT_SLICE) {
            await tx.insert(ragDocuments).values(rows.slice(i, i + INSERT_SLICE))
          }
        })
      } catch (error) {
        if (sqlState(error) !== UNIQUE_VIOLATION) throw error
        throw new StoreError('invalid_input', `two chunks of ${source} share a chunkIndex`, { cause: error })
      }
      await afterWrite(deleted + rows.length)
      return rows.length
    },

    async deleteSource(tenantId, collection, source) {
      const rows = await db
        .delete(ragDocuments)
        .where(sourceOf(tenantId, collection, source))
        .returning({ id: ragDocuments.id })
      return rows.length
    },

    async deleteMatching(tenantId, collection, metadata) {
      if (Object.keys(metadata).length === 0)
        throw new StoreError('invalid_input', 'deleteMatching needs at least one metadata value to match')
      const rows = await db
        .delete(ragDocuments)
        .where(inScope({ tenantIds: [tenantId], collections: [collection], filter: metadata }))
        .returning({ id: ragDocuments.id })
      return rows.length
    },

    async searchVector(input) {
      checkEmbedding(input.embedding)
      if (!(input.limit >= 1) || isEmpty(input)) return []
      return db.transaction(async (tx) => {
        await tuneHnsw(tx, vector, Math.max(input.limit, input.efSearch ?? 0))
        const distance = cosineDistance(ragDocuments.embedding, input.embedding)
        const rows = await tx
          .select({ ...foundColumns, score: sql<number>`1 - (${distance})`.mapWith(Number) })
          .from(ragDocuments)
          .where(inScope(input))
          .orderBy(distance)
          .limit(Math.trunc(input.limit))
        return rows.map((row) => ({ ...row, similarity: row.score }))
      })
    },

    async searchText(input) {
      if (input.query.trim() === '' || !(input.limit >= 1) || isEmpty(input)) return []
      if (input.similarTo) checkEmbedding(input.similarTo)
      const plain = sql`plainto_tsquery('simple', ${input.query})`
      // plainto_tsquery joins quoted lexemes with ' & ' (lexemes never contain spaces): swapping in ' | '
      // gives the any-word query without building tsquery syntax from user text.
      const query = input.match === 'any' ? sql`replace(${plain}::text, ' & ', ' | ')::tsquery` : plain
      // Rank ids first and read whole rows for the page only: projecting every match before the sort
      // cost as much as the ranking itself (2,000 matches: 11 of 23 ms).
      const ranked = db
        .select({
          id: ragDocuments.id,
          source: ragDocuments.source,
          chunkIndex: ragDocuments.chunkIndex,
          rank: sql<number>`ts_rank(${ragDocuments.search}, ${query})`.as('rank'),
        })
        .from(ragDocuments)
        .where(and(inScope(input), sql`${ragDocuments.search} @@ ${query}`))
        .orderBy(desc(sql`rank`), asc(ragDocuments.source), asc(ragDocuments.chunkIndex))
        .limit(Math.trunc(input.limit))
        .as('ranked')
      const similarity = input.similarTo
        ? sql<number>`1 - (${cosineDistance(ragDocuments.embedding, input.similarTo)})`.mapWith(Number)
        : sql<null>`null`
      const rows = await db
        .select({ ...foundColumns, score: sql<number>`${ranked.rank}`.mapWith(Number), similarity })
        .from(ranked)
        .innerJoin(ragDocuments, eq(ragDocuments.id, ranked.id))
        .orderBy(desc(ranked.rank), asc(ranked.source), asc(ranked.chunkIndex))
      return rows.map(({ similarity, ...row }) => (similarity === null ? row : { ...row, similarity }))
    },

    commonLexemes() {
      // The statistics change only with an ANALYZE: ours (PGlite) drops the copy, autovacuum's
      // (PostgreSQL) is picked up within a minute.
      if (!lexemes || performance.now() - lexemes.read > LEXEME_STATS_TTL_MS) {
        const value = readCommonLexemes(db)
        lexemes = { read: performance.now(), value }
        value.catch(() => {
          lexemes = undefined
        })
      }
      return lexemes.value
    },

    async count(tenantId, collection) {
      const [row] = await db
        .select({ total: count() })
        .from(ragDocuments)
        .where(
          and(
            eq(ragDocuments.tenantId, tenantId),
            collection === undefined ? undefined : eq(ragDocuments.collection, collection),
          ),
        )
      return row?.total ?? 0
    },
  }
}

/**
 * pg_stats keeps, for a tsvector column, its most common lexemes and the share of rows holding each
 * (the share array ends with three summary values: minimum, maximum, share of nulls); times the
 * table's estimated rows, that is about how many chunks hold each.
 */
async function readCommonLexemes(db: Database): Promise<ReadonlyMap<string, number>> {
  const result = (await db.execute(sql`
    select s.most_common_elems::text::text[] as lexemes, s.most_common_elem_freqs as shares,
      c.reltuples::float8 as total
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_stats s on s.schemaname = n.nspname and s.tablename = c.relname and s.attname = 'search'
    where c.oid = 'rag_documents'::regclass`)) as unknown as {
    rows: Array<{ lexemes: string[] | null; shares: number[] | null; total: number }>
  }
  const row = result.rows[0]
  const common = new Map<string, number>()
  if (!row?.lexemes || !row.shares) return common
  const total = Math.max(0, Number(row.total))
  for (const [i, lexeme] of row.lexemes.entries()) {
    common.set(lexeme, Math.round(Number(row.shares[i]) * total))
  }
  return common
}

/**
 * A filtered nearest-neighbour query through HNSW sees only `ef_search` candidates before filtering, so
 * a tenant's rows could come back short; pgvector 0.8's iterative scan keeps going until the limit is met.
 */
async function tuneHnsw(tx: Database, vector: VectorStatus, limit: number): Promise<void> {
  const efSearch = Math.min(Math.max(40, Math.trunc(limit)), MAX_EF_SEARCH)
  await tx.execute(sql.raw(`set local hnsw.ef_search = ${efSearch}`))
  if (vector.iterativeScan) await tx.execute(sql.raw('set local hnsw.iterative_scan = strict_order'))
}

function sourceOf(tenantId: string, collection: string, source: string): SQL | undefined {
  return and(
    eq(ragDocuments.tenantId, tenantId),
    eq(ragDocuments.collection, collection),
    eq(ragDocuments.source, source),
  )
}

/** The tenant's collection, narrowed to chunks whose metadata contains `filter`. */
function inScope({ tenantIds, collections, filter }: DocumentScope): SQL | undefined {
  const contains = filter && sql`${ragDocuments.metadata} @> ${JSON.stringify(filter)}::jsonb`
  return and(
    inArray(ragDocuments.tenantId, [...tenantIds]),
    inArray(ragDocuments.collection, [...collections]),
    contains,
  )
}

function isEmpty(scope: DocumentScope): boolean {
  return scope.tenantIds.length === 0 || scope.collections.length === 0
}

function checkedChunk(chunk: NewChunk): NewChunk {
  checkEmbedding(chunk.embedding)
  return {
    chunkIndex: chunk.chunkIndex,
    content: chunk.content,
    searchText: chunk.searchText,
    metadata: chunk.metadata ?? {},
    embedding: chunk.embedding,
  }
}

function checkEmbedding(embedding: number[]): void {
  if (embedding.length !== EMBEDDING_DIMENSIONS) {
    throw new StoreError(
      'invalid_input',
      `embedding has ${embedding.length} dimensions; the documents table holds ${EMBEDDING_DIMENSIONS}`,
    )
  }
  if (!embedding.every(Number.isFinite)) {
    throw new StoreError('invalid_input', 'embedding has a value that is not a finite number')
  }
}
