import type { Checkpoint, Checkpointer, Message } from '@mindwire/agent'
import { rememberRecent } from '@mindwire/agent'
import { sql } from 'drizzle-orm'
import type { Database } from '../database.ts'
import { messages, runCheckpoints, sessions } from '../schema/core/sessions.ts'
import { storableJson, storableText } from '../storable-json.ts'
import { StoreError } from '../store-error.ts'

// How many sessions' stored history length is remembered, so a save sends only the new messages.
const KNOWN_ENDS = 10_000

/**
 * Appends a checkpoint's new messages to the stored history: after a save or load of a session this
 * process knows where its stored history ends, and sends only what lies beyond. If the database turns out
 * to hold less (another writer, a restore), the write is repeated with the whole history, which fills the
 * gap. The checkpointer and the turn writer share one, so both know the same ends.
 */
export interface HistoryAppender {
  /** Writes the checkpoint on `db` (a transaction, possibly); returns where the history now ends. */
  write(db: Database, checkpoint: Checkpoint): Promise<number>
  /** Where a write of this checkpoint starts: the stored end as far as this process knows. */
  startOf(checkpoint: Checkpoint): number
  /** Records the end once the write is committed: a rolled-back write must not move it. */
  remember(sessionId: string, end: number): void
}

/** The appender a store's checkpointer and turn writer share. */
export function createHistoryAppender(): HistoryAppender {
  const knownEnd = new Map<string, number>()
  const startOf = (checkpoint: Checkpoint) => {
    const offset = checkpoint.snapshot.offset ?? 0
    const end = offset + checkpoint.snapshot.messages.length
    return Math.min(end, Math.max(offset, knownEnd.get(checkpoint.sessionId) ?? offset))
  }
  return {
    startOf,
    async write(db, checkpoint) {
      const offset = checkpoint.snapshot.offset ?? 0
      const end = offset + checkpoint.snapshot.messages.length
      const from = startOf(checkpoint)
      const oldEnd = await saveCheckpoint(db, checkpoint, from)
      if (oldEnd < from) await saveCheckpoint(db, checkpoint, offset)
      return end
    },
    remember(sessionId, end) {
      rememberRecent(knownEnd, sessionId, end, KNOWN_ENDS)
    },
  }
}

/**
 * The agent engine's checkpoints on sessions + messages + run_checkpoints, one statement each way: a save
 * updates the session, stores the messages the database does not have yet, drops a tail a shorter history
 * no longer has, marks compacted messages and records the checkpoint, atomically; a load reads the
 * session with its live history. A message is stored once under its absolute number.
 */
export function createSessionCheckpointer(
  db: Database,
  history: HistoryAppender = createHistoryAppender(),
): Checkpointer {
  // Saves of one session run one after another in this process: a single statement locks the session
  // row, but under READ COMMITTED its other parts read a snapshot taken before the lock was granted, so
  // two overlapping saves of one session could miss each other's rows. (One writer per session is the
  // server's rule anyway: a session runs one run at a time.)
  const queues = new Map<string, Promise<void>>()

  async function saveNow(checkpoint: Checkpoint): Promise<void> {
    history.remember(checkpoint.sessionId, await history.write(db, checkpoint))
  }

  return {
    save(checkpoint) {
      const previous = queues.get(checkpoint.sessionId) ?? Promise.resolve()
      const next = previous.catch(() => {}).then(() => saveNow(checkpoint))
      const settled = next.catch(() => {})
      queues.set(checkpoint.sessionId, settled)
      void settled.then(() => {
        if (queues.get(checkpoint.sessionId) === settled) queues.delete(checkpoint.sessionId)
      })
      return next
    },

    async load(sessionId) {
      const checkpoint = await loadCheckpoint(db, sessionId)
      if (checkpoint)
        history.remember(sessionId, (checkpoint.snapshot.offset ?? 0) + checkpoint.snapshot.messages.length)
      return checkpoint
    },
  }
}

/** One atomic statement; returns where the stored history ended before it. */
async function saveCheckpoint(db: Database, checkpoint: Checkpoint, from: number): Promise<number> {
  const { sessionId, snapshot } = checkpoint
  const offset = snapshot.offset ?? 0
  const end = offset + snapshot.messages.length
  const sent: Message[] = snapshot.messages.slice(from - offset)
  const savedAt = new Date(checkpoint.savedAt).toISOString()
  const result = (await db.execute(sql`
    with old as (
      select id, message_end from ${sessions} where id = ${sessionId} for update
    ), s as (
      update ${sessions} set
        summary = ${snapshot.summary === undefined ? null : storableText(snapshot.summary)},
        pending = ${storableJson(snapshot.pending)}::jsonb,
        usage = ${storableJson(snapshot.usage)}::jsonb,
        message_offset = ${offset},
        message_end = ${end},
        last_run_id = ${checkpoint.runId},
        last_step = ${checkpoint.step},
        last_saved_at = ${savedAt}::timestamptz,
        last_active_at = now()
      from old where ${sessions}.id = old.id
      returning old.message_end as old_end
    ), dropped as (
      delete from ${messages} where session_id = ${sessionId} and seq >= ${end} and exists (select 1 from s)
    ), added as (
      insert into ${messages} (session_id, seq, message)
      select ${sessionId}, ${from}::int + m.i::int - 1, m.message
      from jsonb_array_elements(${storableJson(sent)}::jsonb) with ordinality as m(message, i)
      where exists (select 1 from s)
      on conflict (session_id, seq) do nothing
    ), compacted as (
      update ${messages} set compacted = (seq < ${offset})
      where session_id = ${sessionId} and compacted <> (seq < ${offset}) and exists (select 1 from s)
    ), recorded as (
      insert into ${runCheckpoints} (session_id, run_id, step, saved_at)
      select ${sessionId}, ${checkpoint.runId}, ${checkpoint.step}, ${savedAt}::timestamptz from s
    )
    select old_end from s`)) as unknown as { rows: Array<{ old_end: number }> }
  const row = result.rows[0]
  if (!row) {
    throw new StoreError(
      'session_not_found',
      `session ${sessionId} does not exist: create it before saving checkpoints`,
    )
  }
  return Number(row.old_end)
}

async function loadCheckpoint(db: Database, sessionId: string): Promise<Checkpoint | undefined> {
  const result = (await db.execute(sql`
    select s.message_offset, s.summary, s.pending, s.usage, s.last_run_id, s.last_step, s.last_saved_at,
      coalesce(
        (select jsonb_agg(m.message order by m.seq) from ${messages} m where m.session_id = s.id and not m.compacted),
        '[]'::jsonb
      ) as messages
    from ${sessions} s where s.id = ${sessionId}`)) as unknown as { rows: LoadedRow[] }
  const row = result.rows[0]
  if (!row || row.last_run_id === null) return undefined
  return {
    sessionId,
    runId: row.last_run_id,
    step: Number(row.last_step),
    savedAt: new Date(row.last_saved_at!).getTime(),
    snapshot: {
      id: sessionId,
      offset: Number(row.message_offset),
      messages: parseJson(row.messages) as Message[],
      pending: (parseJson(row.pending) as Checkpoint['snapshot']['pending']) ?? [],
      ...(row.summary === null ? {} : { summary: row.summary }),
      usage: (parseJson(row.usage) as Checkpoint['snapshot']['usage']) ?? {
        inputTokens: 0,
        outputTokens: 0,
        totalTokens: 0,
      },
    },
  }
}

interface LoadedRow {
  message_offset: number
  summary: string | null
  pending: unknown
  usage: unknown
  last_run_id: string | null
  last_step: number | null
  last_saved_at: string | Date | null
  messages: unknown
}

// Both drivers parse jsonb; a value that arrives as text (a driver without the parser) is parsed here.
function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value
}
