import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { PreparedStatement } from './repositories/prepared-execute.ts'

/** The Drizzle database both drivers provide: repositories depend on this, never on PGlite or node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT>

/** An open database: Drizzle for the repositories, plus what opening and closing the store needs. */
export interface Connection {
  readonly driver: 'pglite' | 'postgres'
  readonly db: Database
  /** Why pgvector cannot load, when that is known before trying (PGlite without its pgvector package). */
  readonly vectorMissing?: string
  /** Applies one migration set, recorded in its own migrations table. */
  migrate(migrationsFolder: string, migrationsTable: string): Promise<void>
  /**
   * Runs statements written out in full (values as literals) as one simple query: one round trip, one
   * implicit transaction that commits all or none. The connection that runs it first prepares those of
   * `prepared` it does not hold yet, which the script EXECUTEs. Missing where literals could be misread (a
   * server without standard_conforming_strings).
   */
  readonly script?: (
    text: string,
    prepared?: readonly PreparedStatement[],
  ) => Promise<Array<{ rows: Record<string, unknown>[] }>>
  /** A plain query for start-up checks, outside Drizzle. */
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>
  close(): Promise<void>
}
