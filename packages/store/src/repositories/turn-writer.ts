import type { Database } from '../database.ts'
import type { CommandRecord, CommandRepository, SessionRecord } from '../store.ts'
import { StoreError } from '../store-error.ts'
import type { CommandWrite, TurnWrite, TurnWriteResult, TurnWriter } from '../turn-types.ts'
import { createCommandRepository } from './command-repository.ts'
import { batches } from './event-repository.ts'
import { type Execute, plainExecute, type ScriptText } from './prepared-execute.ts'
import { createProjectArtifactRepository } from './project-artifact-repository.ts'
import { createProjectRepository } from './project-repository.ts'
import type { ResumeCache } from './resume-cache.ts'
import type { HistoryAppender } from './session-checkpointer.ts'
import {
  appendCheckpoints,
  appendEventBatches,
  commandKey,
  insertCommands,
  insertSessions,
  recordSpending,
} from './turn-batch-statements.ts'
import { type RunScript, scriptable, writeAsScript } from './turn-script.ts'

interface Waiting {
  turn: TurnWrite
  resolve: (result: TurnWriteResult) => void
  reject: (error: unknown) => void
}

export interface TurnWriterOptions {
  /** Most turns one transaction carries. Default 64. */
  maxBatch?: number
  /** Where committed turns leave their session's position for the next turn. */
  cache?: ResumeCache
  /** Tells a remembered session record that a committed turn made it active. */
  touch?: (sessionId: string, at: Date) => void
  /** Hears of each session a committed turn created, so its next request need not read it. */
  created?: (record: SessionRecord) => void
  /** Hears of each session a turn will create, before its insert is sent (see KnownSessionIds). */
  creating?: (id: string) => void
  /** How the set-based statements run (prepared on PGlite, which plans each statement it is sent). */
  execute?: Execute
  /** Where a session's next turn starts (see TurnWriter.resume). */
  resume: TurnWriter['resume']
  /** Writes a plain batch in one round trip (see `writeAsScript`); without it every batch takes the long way. */
  script?: { script: RunScript; text: ScriptText }
}

/**
 * Group commit for turns. One transaction is in flight at a time; turns that arrive meanwhile queue and
 * go together in the next one. At low load a turn is committed at once (it waits for no timer); under
 * load the batch grows with the commit time, so commits per second stay bounded while turns per commit
 * rise. Waiting one event-loop turn before the first commit lets runs that end in the same tick share it.
 */
export function createTurnWriter(
  db: Database,
  history: HistoryAppender,
  options: TurnWriterOptions,
): TurnWriter {
  const maxBatch = options.maxBatch ?? 64
  const execute = options.execute ?? plainExecute
  let queue: Waiting[] = []
  let draining = false
  const stats = { transactions: 0, turns: 0, scripts: 0 }

  async function drain(): Promise<void> {
    draining = true
    await new Promise((resolve) => setImmediate(resolve))
    while (queue.length > 0) await commit()
    draining = false
  }

  /** Commits the next batch: in one script when it can, else in a transaction of statements. */
  async function commit(): Promise<void> {
    const script = options.script
    const batch = queue.slice(0, maxBatch)
    const turns = batch.map((waiting) => waiting.turn)
    if (!script || !scriptable(turns)) return commitInTransaction()
    queue = queue.slice(batch.length)
    let written: Awaited<ReturnType<typeof writeAsScript>>
    try {
      written = await writeAsScript(db, history, turns, script)
    } catch {
      // Nothing of it was committed: the long way finds out what went wrong and for which turn.
      return commitInTransaction(batch)
    }
    stats.scripts++
    settle(batch, written.results, written.ends, written.created)
  }

  /**
   * Commits the turns waiting when the transaction gets its connection, not when it asks for it: on
   * PGlite the transaction queues behind every statement other requests sent meanwhile (a cold request's
   * session and vehicle reads), and the turns that arrive during that wait ride along instead of waiting
   * for the next transaction. Given `only`, commits just those turns (a retry after a failed batch).
   */
  async function commitInTransaction(only?: Waiting[]): Promise<void> {
    let batch = only ?? []
    let results: TurnWriteResult[]
    let ends: Array<[string, number]>
    let created: SessionRecord[]
    try {
      ;({ results, ends, created } = await db.transaction(async (tx) => {
        if (!only) {
          batch = queue.slice(0, maxBatch)
          queue = queue.slice(batch.length)
        }
        return applyAll(tx, history, batch, execute)
      }))
    } catch (error) {
      // The transaction failed before it took its turns (no connection): the waiting ones fail as before.
      if (!only && batch.length === 0) {
        batch = queue.slice(0, maxBatch)
        queue = queue.slice(batch.length)
      }
      if (batch.length === 1) {
        batch[0]!.reject(error)
        return
      }
      // One bad turn (its session deleted meanwhile, say) must not fail the turns it was grouped with:
      // each goes again in a transaction of its own.
      for (const waiting of batch) await commitInTransaction([waiting])
      return
    }
    settle(batch, results, ends, created)
  }

  /** A committed batch: what the store now holds is remembered, and each turn hears its rows. */
  function settle(
    batch: readonly Waiting[],
    results: readonly TurnWriteResult[],
    ends: ReadonlyArray<[string, number]>,
    created: readonly SessionRecord[],
  ): void {
    stats.transactions++
    stats.turns += batch.length
    for (const [sessionId, end] of ends) history.remember(sessionId, end)
    for (const record of created) options.created?.(record)
    const at = new Date()
    for (const { turn } of batch) {
      if (options.cache) remember(options.cache, turn)
      if (turn.checkpoint) options.touch?.(turn.checkpoint.sessionId, at)
    }
    for (const [i, waiting] of batch.entries()) waiting.resolve(results[i]!)
  }

  return {
    write(turn) {
      if (turn.session) options.creating?.(turn.session.id)
      return new Promise<TurnWriteResult>((resolve, reject) => {
        queue.push({ turn, resolve, reject })
        if (!draining) void drain()
      })
    },
    resume: options.resume,
    stats: () => ({ ...stats }),
  }
}

/**
 * A committed turn is where its session now stands. Events of a session only ever extend it (the store
 * refuses a number at or below its last), so the turn's last event is the session's last.
 */
function remember(cache: ResumeCache, turn: TurnWrite): void {
  const lastSeq = Math.max(0, ...(turn.events ?? []).map((event) => event.seq))
  const sessionId = turn.checkpoint?.sessionId ?? turn.events?.[0]?.sessionId
  if (!sessionId) return
  if (turn.checkpoint) cache.noteCheckpoint(turn.checkpoint)
  cache.noteEvents(sessionId, lastSeq)
  if (turn.checkpoint && lastSeq > 0 && !cache.has(sessionId))
    cache.set(sessionId, { checkpoint: turn.checkpoint, lastSeq })
}

async function applyAll(tx: Database, history: HistoryAppender, batch: readonly Waiting[], execute: Execute) {
  const results: TurnWriteResult[] = []
  const ends: Array<[string, number]> = []
  const created = await insertSessions(
    tx,
    batch.flatMap((waiting) => waiting.turn.session ?? []),
  )
  for (const wave of waves(batch.map((waiting) => waiting.turn))) {
    ends.push(...(await writeCheckpoints(tx, history, wave, execute)))
    results.push(...(await writeRows(tx, wave, execute)))
    await writeEffects(tx, wave)
  }
  return { results, ends, created }
}

/** Splits turns so no session appears twice in one set-based statement; in order. */
function waves(turns: readonly TurnWrite[]): TurnWrite[][] {
  const out: TurnWrite[][] = [[]]
  let seen = new Set<string>()
  for (const turn of turns) {
    const id = turn.checkpoint?.sessionId
    if (id && seen.has(id)) {
      out.push([])
      seen = new Set()
    }
    if (id) seen.add(id)
    out.at(-1)!.push(turn)
  }
  return out
}

/** Every checkpoint of the wave in one statement; a session whose stored history has a gap is written whole. */
async function writeCheckpoints(
  tx: Database,
  history: HistoryAppender,
  turns: readonly TurnWrite[],
  execute: Execute,
) {
  const appends = turns.flatMap((turn) =>
    turn.checkpoint ? [{ checkpoint: turn.checkpoint, from: history.startOf(turn.checkpoint) }] : [],
  )
  const oldEnds = await appendCheckpoints(tx, appends, execute)
  for (const { checkpoint, from } of appends) {
    const oldEnd = oldEnds.get(checkpoint.sessionId)
    if (oldEnd === undefined)
      throw new StoreError('session_not_found', `session ${checkpoint.sessionId} does not exist`)
    if (oldEnd < from)
      await appendCheckpoints(tx, [{ checkpoint, from: checkpoint.snapshot.offset ?? 0 }], execute)
  }
  return appends.map(({ checkpoint }): [string, number] => [
    checkpoint.sessionId,
    (checkpoint.snapshot.offset ?? 0) + checkpoint.snapshot.messages.length,
  ])
}

/**
 * The wave's other rows, a statement per kind rather than per turn. A command with an idempotency key
 * goes through the repository (it may answer with the row the key already has); moves are one each.
 */
async function writeRows(
  tx: Database,
  turns: readonly TurnWrite[],
  execute: Execute,
): Promise<TurnWriteResult[]> {
  const writes = turns.flatMap((turn) => turn.commands ?? [])
  const plain = writes.flatMap((write) =>
    'create' in write && !write.create.idempotencyKey ? [write.create] : [],
  )
  const created = await insertCommands(tx, plain, execute)
  const repository = createCommandRepository(tx)
  const results: TurnWriteResult[] = []
  for (const turn of turns) {
    const written: TurnWriteResult['commands'] = []
    for (const write of turn.commands ?? []) written.push(await commandRow(repository, created, write))
    results.push({ commands: written })
  }
  await appendEventBatches(
    tx,
    turns.flatMap((turn) => batches(turn.events ?? [])),
    execute,
  )
  await recordSpending(tx, turns)
  return results
}

/** The wave's domain effects, in turn order, through repositories bound to the transaction. */
async function writeEffects(tx: Database, turns: readonly TurnWrite[]): Promise<void> {
  if (!turns.some((turn) => turn.effects && turn.effects.length > 0)) return
  const scope = {
    projects: createProjectRepository(tx),
    projectArtifacts: createProjectArtifactRepository(tx),
  }
  for (const turn of turns) for (const effect of turn.effects ?? []) await effect(scope)
}

async function commandRow(
  repository: CommandRepository,
  created: ReadonlyMap<string, CommandRecord>,
  write: CommandWrite,
): Promise<CommandRecord | undefined> {
  if ('create' in write) {
    if (!write.create.idempotencyKey) return created.get(commandKey(write.create))
    return (await repository.create(write.create)).command
  }
  const { tenantId, id, from, to, result, decision } = write.transition
  return repository.transition(tenantId, id, from, to, result, decision)
}
