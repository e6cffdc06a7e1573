import { sql } from 'drizzle-orm'
import type { Database } from '../database.ts'
import { queryOf, type Statement, sqlOf } from './statement-shape.ts'

/** Runs one statement; the turn writer's big statements go through this. */
export type Execute = (db: Database, query: Statement) => Promise<unknown>

/** A statement prepared under a name, as a connection must hold it before a script can EXECUTE it. */
export interface PreparedStatement {
  name: string
  text: string
}

/**
 * A statement as it is written into a script: several statements sent as one simple query (one round
 * trip, one implicit transaction), which takes no bind parameters, so the values are written in. An
 * EXECUTE names the prepared statement that the connection running the script must hold.
 */
export type ScriptText = (
  db: Database,
  query: Statement,
) => Promise<{ text: string; prepared?: PreparedStatement }>

/** Runs the statement as it is (PostgreSQL: node-postgres sends it to a pooled connection). */
export const plainExecute: Execute = (db, query) => db.execute(sqlOf(query))

// Names are unique in the process, so two executors on one session never choose the same one.
let prepares = 0

/**
 * EXECUTEs of statements prepared on each pooled connection (PostgreSQL). The turn writer's set-based
 * statements took longer to plan than to run (0.63 ms of planning against 0.66 ms of execution for one
 * turn's script); the connection that runs the script prepares what it lacks first (see Connection.script).
 */
export function pooledPreparedText(): ScriptText {
  const names = new Map<string, string>()
  return async (_db, query) => {
    const { sql: text, params } = queryOf(query)
    let name = names.get(text)
    if (!name) {
      name = `mindwire_${++prepares}`
      names.set(text, name)
    }
    return { text: executeText(name, params), prepared: { name, text } }
  }
}

/**
 * Statements prepared once, for a database of one session (embedded PGlite, this process's alone).
 * PGlite plans every statement it is sent afresh, and the turn writer's set-based statements cost more to
 * plan (about 2 ms of the event loop for the checkpoint append) than to run; a prepared one is planned a
 * few times and then keeps a generic plan. EXECUTE takes no bind parameters, so the values go as quoted
 * literals; the same EXECUTE text can go into a script.
 */
export function preparedStatements(): { execute: Execute; scriptText: ScriptText } {
  // By statement text (its values are $n): the name it was prepared under, once the PREPARE is done.
  const prepared = new Map<string, Promise<string>>()
  const scriptText: ScriptText = async (db, query) => {
    const { sql: text, params } = queryOf(query)
    let name = prepared.get(text)
    if (!name) {
      const chosen = `mindwire_${++prepares}`
      // Not undone by a rollback: once prepared, the statement stays for the session.
      name = db.execute(sql.raw(`prepare ${chosen} as ${text}`)).then(() => chosen)
      prepared.set(text, name)
      name.catch(() => prepared.delete(text))
    }
    return { text: executeText(await name, params) }
  }
  return {
    execute: async (db, query) => db.execute(sql.raw((await scriptText(db, query)).text)),
    scriptText,
  }
}

function executeText(name: string, params: readonly unknown[]): string {
  return `execute ${name}(${params.map(literal).join(', ')})`
}

/**
 * A value as an SQL literal. With standard_conforming_strings (on since PostgreSQL 9.1; the store checks
 * it before it writes scripts) a backslash is an ordinary character in '…', so doubling the quote is the
 * whole escape; NUL never reaches here (the server refuses it at its edge, and JSON text spells it \u0000).
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value)
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`
  throw new TypeError(
    `a statement written out takes strings, numbers, booleans and null, not ${typeof value}`,
  )
}
