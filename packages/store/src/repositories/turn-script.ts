import { sql } from 'drizzle-orm'
import type { Connection, Database } from '../database.ts'
import { sessions } from '../schema/core/sessions.ts'
import { storableJson } from '../storable-json.ts'
import type { CommandRecord, SessionRecord } from '../store.ts'
import type { NewSession, TurnWrite, TurnWriteResult } from '../turn-types.ts'
import { type CommandMove, movedRecords, moveStatement, scriptableMoves } from './command-moves.ts'
import { batches } from './event-repository.ts'
import type { ScriptText } from './prepared-execute.ts'
import { sessionRecordOf } from './raw-rows.ts'
import type { HistoryAppender } from './session-checkpointer.ts'
import { type ShapedStatement, type Statement, statementShape } from './statement-shape.ts'
import {
  checkpointStatement,
  commandKey,
  commandRecords,
  commandStatement,
  eventStatement,
  spendingStatements,
} from './turn-batch-statements.ts'

/** Runs a script: statements written out in full, sent as one simple query (see Connection.script). */
export type RunScript = NonNullable<Connection['script']>

/**
 * Whether one script can write these turns: each session once, no domain effects, new command rows without
 * an idempotency key, and moves of rows it can check (see scriptableMoves). A key, which may answer with an
 * older row, needs an answer between statements.
 */
export function scriptable(turns: readonly TurnWrite[]): boolean {
  const seen = new Set<string>()
  const moves: CommandMove[] = []
  for (const turn of turns) {
    // A domain's effect asks questions of the transaction (a project's revision) as it goes.
    if (turn.effects && turn.effects.length > 0) return false
    const id = turn.checkpoint?.sessionId
    if (id) {
      if (seen.has(id)) return false
      seen.add(id)
    }
    for (const write of turn.commands ?? []) {
      if ('transition' in write) moves.push(write.transition)
      else if (write.create.idempotencyKey) return false
    }
  }
  return scriptableMoves(moves)
}

/**
 * Writes scriptable turns in one round trip and one implicit transaction: new sessions, checkpoints,
 * command rows and their moves, events, usage and audit. Its guarded statements fail the whole script
 * where the transaction would have had to decide between statements (a session gone, a history with a
 * gap, an event already there, a command row that did not move); the caller then writes the batch the
 * long way, which knows what to do.
 */
export async function writeAsScript(
  db: Database,
  history: HistoryAppender,
  turns: readonly TurnWrite[],
  run: { script: RunScript; text: ScriptText },
): Promise<{ results: TurnWriteResult[]; ends: Array<[string, number]>; created: SessionRecord[] }> {
  const appends = turns.flatMap((turn) =>
    turn.checkpoint ? [{ checkpoint: turn.checkpoint, from: history.startOf(turn.checkpoint) }] : [],
  )
  const creates = turns.flatMap((turn) =>
    (turn.commands ?? []).flatMap((write) => ('create' in write ? [write.create] : [])),
  )
  const moves = turns.flatMap((turn) =>
    (turn.commands ?? []).flatMap((write) => ('transition' in write ? [write.transition] : [])),
  )
  const events = eventStatement(
    turns.flatMap((turn) => batches(turn.events ?? [])),
    true,
  )
  const newSessions = turns.flatMap((turn) => turn.session ?? [])
  // Each statement's answer is read back by its place in the script.
  const statements: Statement[] = []
  const place = (statement: Statement) => statements.push(statement) - 1
  const sessionsAt = newSessions.length > 0 ? place(sessionInsert(newSessions)) : -1
  if (newSessions.length > 0) place(sessionGuard(newSessions))
  if (appends.length > 0) place(checkpointStatement(appends, true))
  const commandsAt = creates.length > 0 ? place(commandStatement(creates)) : -1
  // After the new rows and before the events, as the long way writes them.
  const movesAt = moves.length > 0 ? place(moveStatement(moves)) : -1
  if (events) place(events.sql)
  for (const statement of spendingStatements(db, turns)) place(statement)
  const parts = await Promise.all(statements.map((statement) => run.text(db, statement)))
  const script = parts.map((part) => part.text).join(';\n')
  const prepared = parts.flatMap((part) => part.prepared ?? [])
  const answers = statements.length > 0 ? await run.script(script, prepared) : []
  const created = commandsAt >= 0 ? commandRecords(answers[commandsAt]) : new Map<string, CommandRecord>()
  const moved = movesAt >= 0 ? movedRecords(answers[movesAt]) : new Map<string, CommandRecord>()
  const results = turns.map((turn) => ({
    commands: (turn.commands ?? []).map((write) =>
      'create' in write ? created.get(commandKey(write.create)) : moved.get(write.transition.id),
    ),
  }))
  const ends = appends.map(({ checkpoint }): [string, number] => [
    checkpoint.sessionId,
    (checkpoint.snapshot.offset ?? 0) + checkpoint.snapshot.messages.length,
  ])
  const sessions = sessionsAt >= 0 ? answers[sessionsAt]!.rows.map(sessionRecordOf) : []
  return { results, ends, created: sessions }
}

/** The new sessions of the batch; one that exists already is left as it is (the guard checks it). */
function sessionInsert(creates: readonly NewSession[]): ShapedStatement {
  return SESSION_INSERT(sessionInput([...new Map(creates.map((create) => [create.id, create])).values()]))
}

const SESSION_INSERT = statementShape(
  (input) => sql`
    insert into ${sessions} (id, tenant_id, app, title, user_id, state, expires_at)
    select i.id, i.tenant_id, i.app, i.title, i.user_id, i.state, i.expires_at
    from jsonb_to_recordset(${input}::jsonb) as i(id text, tenant_id text, app text,
      title text, user_id text, state jsonb, expires_at timestamptz)
    on conflict do nothing
    returning id, tenant_id, app, title, user_id, state, created_at, last_active_at, expires_at`,
)

/**
 * Fails (division by zero) when one of the sessions exists as another session — other tenant, app or
 * state — than the turn asked for (a concurrent first request made it): a turn never continues another
 * session. A statement of its own, so it sees a session another transaction committed meanwhile.
 */
function sessionGuard(creates: readonly NewSession[]): ShapedStatement {
  return SESSION_GUARD(sessionInput(creates))
}

const SESSION_GUARD = statementShape(
  (input) => sql`
    select 1 / (case when exists (
      select 1 from jsonb_to_recordset(${input}::jsonb) as i(id text, tenant_id text,
        app text, state jsonb)
      join ${sessions} s on s.id = i.id
      where s.tenant_id <> i.tenant_id or s.app <> i.app or s.state is distinct from i.state
    ) then 0 else 1 end) as guard`,
)

function sessionInput(creates: readonly NewSession[]): string {
  return storableJson(
    creates.map((create) => ({
      id: create.id,
      tenant_id: create.tenantId,
      app: create.app,
      title: create.title ?? null,
      user_id: create.userId ?? null,
      state: create.state === undefined ? {} : create.state,
      expires_at: create.expiresAt?.toISOString() ?? null,
    })),
  )
}
