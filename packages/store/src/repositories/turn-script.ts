import type { Database } from '../database.ts'
import type { CommandRecord } from '../store.ts'
import type { TurnWrite, TurnWriteResult } from '../turn-types.ts'
import { batches } from './event-repository.ts'
import type { ScriptText } from './prepared-execute.ts'
import type { HistoryAppender } from './session-checkpointer.ts'
import {
  checkpointStatement,
  commandKey,
  commandRecords,
  commandStatement,
  eventStatement,
  spendingStatements,
} from './turn-batch-statements.ts'

/** Runs a script: statements written out in full, sent as one simple query (see Connection.script). */
export type RunScript = (text: string) => Promise<Array<{ rows: Record<string, unknown>[] }>>

/**
 * Whether one script can write these turns: each session once, no session to create, and only new
 * command rows without an idempotency key. The rest (a key that may answer with an older row, a move, a
 * new session that must be checked against a concurrent one) needs answers between statements.
 */
export function scriptable(turns: readonly TurnWrite[]): boolean {
  const sessions = new Set<string>()
  for (const turn of turns) {
    if (turn.session) return false
    const id = turn.checkpoint?.sessionId
    if (id) {
      if (sessions.has(id)) return false
      sessions.add(id)
    }
    for (const write of turn.commands ?? [])
      if (!('create' in write) || write.create.idempotencyKey) return false
  }
  return true
}

/**
 * Writes scriptable turns in one round trip and one implicit transaction: checkpoints, command rows,
 * events, usage and audit. Its guarded statements fail the whole script where the transaction would have
 * had to decide between statements (a session gone, a history with a gap, an event already there); the
 * caller then writes the batch the long way, which knows what to do.
 */
export async function writeAsScript(
  db: Database,
  history: HistoryAppender,
  turns: readonly TurnWrite[],
  run: { script: RunScript; text: ScriptText },
): Promise<{ results: TurnWriteResult[]; ends: Array<[string, number]> }> {
  const appends = turns.flatMap((turn) =>
    turn.checkpoint ? [{ checkpoint: turn.checkpoint, from: history.startOf(turn.checkpoint) }] : [],
  )
  const creates = turns.flatMap((turn) =>
    (turn.commands ?? []).flatMap((write) => ('create' in write ? [write.create] : [])),
  )
  const events = eventStatement(
    turns.flatMap((turn) => batches(turn.events ?? [])),
    true,
  )
  const statements = [
    ...(appends.length > 0 ? [checkpointStatement(appends, true)] : []),
    ...(creates.length > 0 ? [commandStatement(creates)] : []),
    ...(events ? [events.sql] : []),
    ...spendingStatements(db, turns),
  ]
  let created = new Map<string, CommandRecord>()
  if (statements.length > 0) {
    const texts = await Promise.all(statements.map((statement) => run.text(db, statement)))
    const answers = await run.script(texts.join(';\n'))
    if (creates.length > 0) created = commandRecords(answers[appends.length > 0 ? 1 : 0])
  }
  const results = turns.map((turn) => ({
    commands: (turn.commands ?? []).map((write) =>
      'create' in write ? created.get(commandKey(write.create)) : undefined,
    ),
  }))
  const ends = appends.map(({ checkpoint }): [string, number] => [
    checkpoint.sessionId,
    (checkpoint.snapshot.offset ?? 0) + checkpoint.snapshot.messages.length,
  ])
  return { results, ends }
}
