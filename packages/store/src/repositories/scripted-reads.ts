import { and, type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Database } from '../database.ts'
import { sessions } from '../schema/core/sessions.ts'
import { vehicles } from '../schema/core/vehicles.ts'
import type { SessionRepository, VehicleRepository } from '../store.ts'
import {
  POSITION_COLUMNS,
  type PositionedRead,
  positionOf,
  type SessionPosition,
} from './positioned-session-reads.ts'
import type { ScriptText } from './prepared-execute.ts'
import { sessionRecordOf, vehicleRecordOf } from './raw-rows.ts'
import { RECORD_COLUMNS, unexpired } from './session-repository.ts'
import type { RunScript } from './turn-script.ts'

type Row = Record<string, unknown>
type Kind = 'session' | 'positioned' | 'vehicle'

interface Waiting {
  kind: Kind
  tenantId: string
  id: string
  resolve: (row: Row | undefined) => void
  reject: (error: unknown) => void
}

const KINDS: readonly Kind[] = ['session', 'positioned', 'vehicle']
const dialect = new PgDialect()

// Most keys one batch carries; more wait for the next script.
const MAX_BATCH = 256

/**
 * Session and vehicle reads by key — a session with its position where instances share the database —
 * those asked for in one turn of the event loop sent together: one simple query (a script) with one
 * prepared statement per kind for all the turn's keys, once the turn's I/O callbacks have run
 * (setImmediate). A fleet's cold requests each read their session and their vehicle; sent one by one,
 * each read cost the busy event loop a socket write, the reply's parse and the wake-up of a database
 * backend, which then took the core from it (PostgreSQL), or a call into the WebAssembly (PGlite, whose
 * extended-protocol query cost about 2.5 times a simple one). A lone read waits for nothing longer than
 * the loop's current turn.
 */
export function scriptedReads(
  db: Database,
  run: { script: RunScript; text: ScriptText },
): {
  sessionGet: SessionRepository['get']
  positionedGet: PositionedRead
  vehicleGet: VehicleRepository['get']
} {
  let waiting: Waiting[] = []
  const statements = Object.fromEntries(KINDS.map((kind) => [kind, statementOf(db, kind)])) as Record<
    Kind,
    (keys: string) => SQL
  >

  function flush(): void {
    for (let start = 0; start < waiting.length; start += MAX_BATCH)
      void readBatch(waiting.slice(start, start + MAX_BATCH))
    waiting = []
  }

  async function readBatch(batch: readonly Waiting[]): Promise<void> {
    const kinds = KINDS.filter((kind) => batch.some((w) => w.kind === kind))
    try {
      const texts = await Promise.all(
        kinds.map((kind) => run.text(db, statements[kind](keysOf(batch.filter((w) => w.kind === kind))))),
      )
      const results = await run.script(
        texts.map(({ text }) => text).join(';\n'),
        texts.flatMap(({ prepared }) => prepared ?? []),
      )
      const found = new Map<string, Row>()
      for (const [i, kind] of kinds.entries())
        for (const row of results[i]?.rows ?? [])
          found.set(keyOf(kind, String(row.tenant_id), String(row.id)), row)
      for (const w of batch) w.resolve(found.get(keyOf(w.kind, w.tenantId, w.id)))
    } catch (error) {
      for (const w of batch) w.reject(error)
    }
  }

  function read(kind: Kind, tenantId: string, id: string): Promise<Row | undefined> {
    return new Promise((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush)
      waiting.push({ kind, tenantId, id, resolve, reject })
    })
  }

  return {
    async sessionGet(tenantId, id) {
      const row = await read('session', tenantId, id)
      return row && sessionRecordOf(row)
    },
    async positionedGet(tenantId, id) {
      const row = await read('positioned', tenantId, id)
      return row && { record: sessionRecordOf(row), position: rawPositionOf(row) }
    },
    async vehicleGet(tenantId, id) {
      const row = await read('vehicle', tenantId, id)
      return row && vehicleRecordOf(row)
    },
  }
}

/**
 * One kind's rows for a batch of keys, as a function of the keys. The keys go as one JSON parameter, so
 * the statement's text is the same for every batch and is prepared once; it is rendered once too (Drizzle's
 * query builder cost more than the rest of a batch's work on the event loop).
 */
function statementOf(db: Database, kind: Kind): (keys: string) => SQL {
  const wanted = (keys: string) =>
    sql`in (select k.tenant_id, k.id from jsonb_to_recordset(${keys}::jsonb) as k(tenant_id text, id text))`
  const session = and(sql`(${sessions.tenantId}, ${sessions.id}) ${wanted('[]')}`, unexpired())
  const query =
    kind === 'vehicle'
      ? db
          .select()
          .from(vehicles)
          .where(sql`(${vehicles.tenantId}, ${vehicles.id}) ${wanted('[]')}`)
      : kind === 'positioned'
        ? db
            .select({ ...RECORD_COLUMNS, ...RAW_POSITION_COLUMNS })
            .from(sessions)
            .where(session)
        : db.select(RECORD_COLUMNS).from(sessions).where(session)
  const parts = dialect.sqlToQuery(query.getSQL()).sql.split('$1')
  if (parts.length !== 2) throw new Error(`the ${kind} read must have its keys as its one parameter`)
  const [before, after] = parts
  return (keys) => sql`${sql.raw(before!)}${keys}${sql.raw(after!)}`
}

// A raw row names its columns itself: the computed one needs a name too.
const RAW_POSITION_COLUMNS = {
  lastRunId: POSITION_COLUMNS.lastRunId,
  lastStep: POSITION_COLUMNS.lastStep,
  messageEnd: POSITION_COLUMNS.messageEnd,
  lastSeq: POSITION_COLUMNS.lastSeq.as('last_seq'),
}

function rawPositionOf(row: Row): SessionPosition {
  return positionOf({
    lastRunId: (row.last_run_id ?? null) as string | null,
    lastStep: row.last_step === null || row.last_step === undefined ? null : Number(row.last_step),
    messageEnd: Number(row.message_end),
    lastSeq: row.last_seq as string | number,
  })
}

function keysOf(batch: readonly Waiting[]): string {
  return JSON.stringify(batch.map(({ tenantId, id }) => ({ tenant_id: tenantId, id })))
}

// The tenant's length first: no pair of strings reads as another pair, whatever characters they hold.
function keyOf(kind: Kind, tenantId: string, id: string): string {
  return `${kind}:${tenantId.length}:${tenantId}${id}`
}
