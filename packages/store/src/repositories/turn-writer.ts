import type { Database } from '../database.ts'
import type { TurnWrite, TurnWriteResult, TurnWriter } from '../turn-types.ts'
import { createAuditRepository } from './audit-repository.ts'
import { createCommandRepository } from './command-repository.ts'
import { createEventRepository } from './event-repository.ts'
import type { ResumeCache } from './resume-cache.ts'
import type { HistoryAppender } from './session-checkpointer.ts'
import { createUsageRepository } from './usage-repository.ts'

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
  /** Where a session's next turn starts (see TurnWriter.resume). */
  resume: TurnWriter['resume']
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
  let queue: Waiting[] = []
  let draining = false
  const stats = { transactions: 0, turns: 0 }

  async function drain(): Promise<void> {
    draining = true
    await new Promise((resolve) => setImmediate(resolve))
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch)
      queue = queue.slice(batch.length)
      await commit(batch)
    }
    draining = false
  }

  async function commit(batch: Waiting[]): Promise<void> {
    let results: TurnWriteResult[]
    let ends: Array<[string, number]>
    try {
      ;({ results, ends } = await db.transaction(async (tx) => applyAll(tx, history, batch)))
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error)
        return
      }
      // One bad turn (its session deleted meanwhile, say) must not fail the turns it was grouped with:
      // each goes again in a transaction of its own.
      for (const waiting of batch) await commit([waiting])
      return
    }
    stats.transactions++
    stats.turns += batch.length
    for (const [sessionId, end] of ends) history.remember(sessionId, end)
    for (const { turn } of batch) if (options.cache) remember(options.cache, turn)
    for (const [i, waiting] of batch.entries()) waiting.resolve(results[i]!)
  }

  return {
    write(turn) {
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

async function applyAll(tx: Database, history: HistoryAppender, batch: readonly Waiting[]) {
  const results: TurnWriteResult[] = []
  const ends: Array<[string, number]> = []
  for (const { turn } of batch) {
    if (turn.checkpoint) ends.push([turn.checkpoint.sessionId, await history.write(tx, turn.checkpoint)])
    results.push(await applyRows(tx, turn))
  }
  return { results, ends }
}

/** The turn's rows after its checkpoint (commands reference the session the checkpoint touched). */
async function applyRows(tx: Database, turn: TurnWrite): Promise<TurnWriteResult> {
  const commands = createCommandRepository(tx)
  const written: TurnWriteResult['commands'] = []
  for (const write of turn.commands ?? []) {
    if ('create' in write) {
      written.push((await commands.create(write.create)).command)
      continue
    }
    const { tenantId, id, from, to, result, decision } = write.transition
    written.push(await commands.transition(tenantId, id, from, to, result, decision))
  }
  if (turn.events?.length) await createEventRepository(tx).append(turn.events)
  if (turn.usage?.length) await createUsageRepository(tx).recordAll(turn.usage)
  if (turn.audit?.length) await createAuditRepository(tx).recordAll(turn.audit)
  return { commands: written }
}
