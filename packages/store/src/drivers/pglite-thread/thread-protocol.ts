/**
 * The messages between the server's thread and the thread that runs PGlite. Values cross by structured
 * clone: statement texts, parameters, result rows; a database error crosses as its fields.
 */

/** What the PGlite thread is opened with (see openPglite). */
export interface PgliteThreadOptions {
  dataDir?: string
  postgresqlconf: string[]
}

export type ThreadRequest =
  | {
      id: number
      op: 'query'
      sql: string
      params?: unknown[]
      rowMode?: 'array' | 'object'
      rawTypes?: number[]
      tx?: number
    }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' }

export type ThreadReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ThreadError }

/** A database error's fields (PostgreSQL's error fields: SQLSTATE `code`, `detail`, `constraint`, …). */
export type ThreadError = { name: string; message: string } & Record<string, unknown>

/** The first message of the thread: PGlite is open, or why it is not. */
export type ThreadStarted = { ready: true } | { ready: false; error: ThreadError }
