import { isDeepStrictEqual } from 'node:util'
import { inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../database.ts'
import { auditLog, usageRecords } from '../schema/core/accounting.ts'
import { commands } from '../schema/core/commands.ts'
import { sessionEventBatches } from '../schema/core/session-events.ts'
import { messages, runCheckpoints, sessions } from '../schema/core/sessions.ts'
import { FOREIGN_KEY_VIOLATION, sqlState } from '../sql-state.ts'
import { storableJson } from '../storable-json.ts'
import type { CommandRecord, CommandRepository, SessionRecord, StoredEvent } from '../store.ts'
import { StoreError } from '../store-error.ts'
import type { Checkpoint } from '../store-types.ts'
import type { NewSession, TurnWrite } from '../turn-types.ts'
import { type Execute, plainExecute } from './prepared-execute.ts'
import { type CommandRow, commandRecordOf } from './raw-rows.ts'
import { RECORD_COLUMNS, toSessionRecord } from './session-repository.ts'
import { type ShapedStatement, statementShape } from './statement-shape.ts'

type NewCommand = Parameters<CommandRepository['create']>[0]

/** A checkpoint with the message number its write starts from (what the store is known to hold). */
export interface CheckpointAppend {
  checkpoint: Checkpoint
  from: number
}

type Rows<T> = { rows: T[] }

/**
 * The checkpoints of many sessions in one statement (the same steps as the checkpointer's, set-based):
 * update each session, drop a tail a shorter history no longer has, add the new messages, re-mark
 * compacted ones only when the offset moved, record the checkpoint. Returns each session's history end
 * before the write; a session that does not exist is missing from the answer.
 */
export async function appendCheckpoints(
  db: Database,
  appends: readonly CheckpointAppend[],
  execute: Execute = plainExecute,
): Promise<Map<string, number>> {
  if (appends.length === 0) return new Map()
  return historyEnds(await execute(db, checkpointStatement(appends)))
}

/** Each session's history end before the write, from what the checkpoint statement returned. */
export function historyEnds(result: unknown): Map<string, number> {
  const { rows } = result as Rows<{ id: string; old_end: number }>
  return new Map(rows.map((row) => [row.id, Number(row.old_end)]))
}

/**
 * The checkpoint statement of `appendCheckpoints`. `guarded`: it fails (division by zero) when a session
 * is missing or its stored history ends before the write starts, instead of leaving that to the caller:
 * a script sent in one round trip cannot stop between its statements, so it must not commit then.
 */
export function checkpointStatement(appends: readonly CheckpointAppend[], guarded = false): ShapedStatement {
  // The sessions again as an array: an indexable `= any(...)` for every table the statement touches. The
  // planner guesses 100 rows for jsonb_to_recordset and, joined on it alone, scanned the whole sessions
  // and messages tables for every batch (a fleet's write time grew with its history).
  const ids = textArray(appends.map(({ checkpoint }) => checkpoint.sessionId))
  const input = storableJson(
    appends.map(({ checkpoint, from }) => {
      const { snapshot } = checkpoint
      const offset = snapshot.offset ?? 0
      return {
        session_id: checkpoint.sessionId,
        from,
        offset,
        end: offset + snapshot.messages.length,
        summary: snapshot.summary ?? null,
        pending: snapshot.pending,
        usage: snapshot.usage,
        run_id: checkpoint.runId,
        step: checkpoint.step,
        saved_at: new Date(checkpoint.savedAt).toISOString(),
        messages: snapshot.messages.slice(from - offset),
      }
    }),
  )
  return (guarded ? GUARDED_CHECKPOINT : CHECKPOINT)(input, ids)
}

const checkpointShape = (answer: SQL) =>
  statementShape(
    (input, ids) => sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as t(
        session_id text, "from" int, "offset" int, "end" int, summary text, pending jsonb, usage jsonb,
        run_id text, step int, saved_at timestamptz, messages jsonb)
    ), old as (
      select s.id, s.message_end, s.message_offset from ${sessions} s
      where s.id = any(${ids}::text[]) for update
    ), s as (
      update ${sessions} set
        summary = i.summary, pending = i.pending, usage = i.usage, message_offset = i."offset",
        message_end = i."end", last_run_id = i.run_id, last_step = i.step, last_saved_at = i.saved_at,
        last_active_at = now()
      from input i join old on old.id = i.session_id
      where ${sessions}.id = i.session_id and ${sessions}.id = any(${ids}::text[])
      returning ${sessions}.id, old.message_end as old_end, old.message_offset as old_offset
    ), dropped as (
      delete from ${messages} m using input i, s
      where s.id = i.session_id and m.session_id = i.session_id and m.session_id = any(${ids}::text[])
        and m.seq >= i."end"
    ), added as (
      insert into ${messages} (session_id, seq, message)
      select i.session_id, i."from" + m.n::int - 1, m.message
      from input i join s on s.id = i.session_id,
        jsonb_array_elements(i.messages) with ordinality as m(message, n)
      on conflict (session_id, seq) do nothing
    ), compacted as (
      update ${messages} m set compacted = (m.seq < i."offset")
      from input i join s on s.id = i.session_id
      where m.session_id = i.session_id and m.session_id = any(${ids}::text[]) and s.old_offset <> i."offset"
        and m.compacted <> (m.seq < i."offset")
    ), recorded as (
      insert into ${runCheckpoints} (session_id, run_id, step, saved_at)
      select i.session_id, i.run_id, i.step, i.saved_at from input i join s on s.id = i.session_id
    )
    ${answer}`,
  )
const CHECKPOINT = checkpointShape(sql`select id, old_end from s`)
// Fails (division by zero) when a session is missing or its stored history ends before the write starts.
const GUARDED_CHECKPOINT = checkpointShape(sql`select i.session_id as id, s.old_end,
        1 / (case when s.old_end >= i."from" then 1 else 0 end) as guard
      from input i left join s on s.id = i.session_id`)

/**
 * The new sessions of many turns in one statement, before their rows. Returns the records this statement
 * created. A session that exists already (a concurrent first request created it) must be the very one
 * asked for — same tenant, app and state — or the write fails: a turn never continues another session.
 */
export async function insertSessions(db: Database, creates: readonly NewSession[]): Promise<SessionRecord[]> {
  if (creates.length === 0) return []
  const unique = [...new Map(creates.map((create) => [create.id, create])).values()]
  const rows = await db
    .insert(sessions)
    .values(
      unique.map((create) => ({
        id: create.id,
        tenantId: create.tenantId,
        app: create.app,
        title: create.title ?? null,
        userId: create.userId ?? null,
        state: create.state === undefined ? {} : create.state,
        expiresAt: create.expiresAt ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning(RECORD_COLUMNS)
  const inserted = new Set(rows.map((row) => row.id))
  const existed = creates.filter((create) => !inserted.has(create.id))
  if (existed.length > 0) {
    const ids = existed.map((create) => create.id)
    const stored = await db.select(RECORD_COLUMNS).from(sessions).where(inArray(sessions.id, ids))
    for (const create of existed) {
      const row = stored.find((candidate) => candidate.id === create.id)
      const same =
        row?.tenantId === create.tenantId &&
        row.app === create.app &&
        isDeepStrictEqual(row.state ?? null, create.state === undefined ? {} : create.state)
      if (!same) throw new StoreError('conflict', `session ${create.id} exists already as another session`)
    }
  }
  return rows.map(toSessionRecord)
}

/** A text[] parameter, as an array literal (quoted and escaped) that both drivers pass as plain text. */
function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`
}

/**
 * New command rows of many turns in one statement, in their order. Rows come back keyed by their call (a
 * turn's call ids are its own), not by position: RETURNING promises no order.
 */
export async function insertCommands(
  db: Database,
  creates: readonly NewCommand[],
  execute: Execute = plainExecute,
): Promise<Map<string, CommandRecord>> {
  if (creates.length === 0) return new Map()
  try {
    return commandRecords(await execute(db, commandStatement(creates)))
  } catch (error) {
    if (sqlState(error) !== FOREIGN_KEY_VIOLATION) throw error
    throw new StoreError('session_not_found', 'a command names a session that does not exist', {
      cause: error,
    })
  }
}

/** The command rows the command statement returned, by their session and call. */
export function commandRecords(result: unknown): Map<string, CommandRecord> {
  const records = (result as Rows<CommandRow>).rows.map(commandRecordOf)
  return new Map(records.map((record) => [commandKey(record), record]))
}

/** The statement of `insertCommands`. */
export function commandStatement(creates: readonly NewCommand[]): ShapedStatement {
  const input = storableJson(
    creates.map((create, n) => ({
      // Their order, for the rows' insertion order (the commands' seq).
      n,
      tenant_id: create.tenantId,
      session_id: create.sessionId,
      target: create.target,
      call_id: create.callId,
      name: create.name,
      params: create.params,
      decision: create.decision,
      status: create.status,
      result: create.result ?? null,
      idempotency_key: create.idempotencyKey,
      expires_at: create.expiresAt?.toISOString() ?? null,
    })),
  )
  return COMMANDS(input)
}

const COMMANDS = statementShape(
  (input) => sql`
    insert into ${commands} (tenant_id, session_id, target, call_id, name, params, decision, status, result,
      idempotency_key, expires_at)
    select i.tenant_id, i.session_id, i.target, i.call_id, i.name, nullif(i.params, 'null'), i.decision,
      i.status, nullif(i.result, 'null'), i.idempotency_key, i.expires_at
    from jsonb_to_recordset(${input}::jsonb) as i(tenant_id text, session_id text, target text,
      call_id text, name text, params jsonb, decision text, status text, result jsonb, idempotency_key text,
      expires_at timestamptz, n int)
    order by i.n
    returning id, tenant_id, session_id, target, call_id, name, params, decision, status, result,
      idempotency_key, created_at, updated_at, expires_at`,
)

/** How a turn's new command row is found again among a batch's: its session and call. */
export function commandKey(command: { sessionId: string | null; callId: string }): string {
  return `${command.sessionId}\n${command.callId}`
}

/**
 * Event batches of many turns in one statement, each only if it extends its session (as the event
 * repository's append checks); any batch refused fails the whole write with a conflict.
 */
export async function appendEventBatches(
  db: Database,
  batches: ReadonlyArray<ReadonlyArray<Omit<StoredEvent, 'createdAt'>>>,
  execute: Execute = plainExecute,
): Promise<void> {
  const statement = eventStatement(batches)
  if (!statement) return
  const inserted = (await execute(db, statement.sql)) as { rows?: unknown[] }
  if ((inserted.rows ?? []).length < statement.count)
    throw new StoreError('conflict', 'a session already has one of the events of this write')
}

/**
 * The statement of `appendEventBatches` and how many batches it adds (none: no statement). `guarded`: it
 * fails (division by zero) when a batch is refused, for a script that cannot check between statements.
 */
export function eventStatement(
  batches: ReadonlyArray<ReadonlyArray<Omit<StoredEvent, 'createdAt'>>>,
  guarded = false,
): { sql: ShapedStatement; count: number } | undefined {
  const rows = batches.filter((batch) => batch.length > 0)
  if (rows.length === 0) return undefined
  // An indexable condition beside the join, as for checkpoints: else a scan of every session's batches.
  const ids = textArray(rows.map((batch) => batch[0]!.sessionId))
  const input = storableJson(
    rows.map((batch) => ({
      session_id: batch[0]!.sessionId,
      first_seq: batch[0]!.seq,
      last_seq: batch.at(-1)!.seq,
      run_id: batch[0]!.runId,
      events: batch.map(({ seq, type, data }) => ({ seq, type, data })),
    })),
  )
  return { sql: guarded ? GUARDED_EVENTS(input, ids, rows.length) : EVENTS(input, ids), count: rows.length }
}

const eventInsert = (input: unknown, ids: unknown) => sql`
    insert into ${sessionEventBatches} (session_id, first_seq, last_seq, run_id, events)
    select i.session_id, i.first_seq, i.last_seq, i.run_id, i.events
    from jsonb_to_recordset(${input}::jsonb) as i(session_id text, first_seq int, last_seq int, run_id text, events jsonb)
    where not exists (
      select 1 from ${sessionEventBatches} b
      where b.session_id = i.session_id and b.session_id = any(${ids}::text[]) and b.last_seq >= i.first_seq
    )
    returning first_seq`
const EVENTS = statementShape(eventInsert)
const GUARDED_EVENTS = statementShape(
  (input, ids, count) => sql`
    with added as (${eventInsert(input, ids)})
    select 1 / (case when (select count(*) from added) = ${count} then 1 else 0 end) as guard`,
)

/** Usage and audit rows of many turns, one statement per table. */
export async function recordSpending(db: Database, turns: readonly TurnWrite[]): Promise<void> {
  for (const statement of spendingStatements(db, turns)) await db.execute(statement)
}

/** The statements of `recordSpending` (none for a batch that spent nothing). */
export function spendingStatements(db: Database, turns: readonly TurnWrite[]): SQL[] {
  const usage = turns.flatMap((turn) => turn.usage ?? [])
  const audit = turns.flatMap((turn) => turn.audit ?? [])
  return [
    ...(usage.length > 0
      ? [
          db
            .insert(usageRecords)
            .values([...usage])
            .getSQL(),
        ]
      : []),
    ...(audit.length > 0
      ? [
          db
            .insert(auditLog)
            .values([...audit])
            .getSQL(),
        ]
      : []),
  ]
}
