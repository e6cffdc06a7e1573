import type { ProjectArtifactRepository } from './project-artifact-types.ts'
import type { ProjectRepository } from './project-types.ts'
import type {
  AuditEntry,
  CommandRecord,
  CommandRepository,
  SessionRepository,
  StoredEvent,
  UsageRecord,
} from './store.ts'
import type { Checkpoint } from './store-types.ts'

/** A command row a turn writes: a new one, or a compare-and-set move of one an earlier turn wrote. */
export type CommandWrite =
  | { create: Parameters<CommandRepository['create']>[0] }
  | {
      transition: {
        tenantId: string
        id: string
        from: readonly CommandRecord['status'][]
        to: CommandRecord['status']
        result?: CommandRecord['result']
        decision?: CommandRecord['decision']
      }
    }

/**
 * Everything one turn (one run of a session) writes, applied together in one transaction: the
 * checkpoint as an append of the messages the store does not have yet, its commands, its wire events,
 * and what it spent (usage and audit rows).
 */
export interface TurnWrite {
  /**
   * The session this turn is the first of: inserted in the turn's own transaction, before its rows, so a
   * new session costs no commit of its own. A session that exists already by then is continued only if it
   * is the same one (tenant, app and state); otherwise the turn fails with StoreError 'conflict'.
   */
  session?: NewSession
  checkpoint?: Checkpoint
  commands?: readonly CommandWrite[]
  events?: ReadonlyArray<Omit<StoredEvent, 'createdAt'>>
  usage?: ReadonlyArray<Omit<UsageRecord, 'at'>>
  audit?: ReadonlyArray<Omit<AuditEntry, 'id' | 'at'>>
  /**
   * A domain's own rows, written by the turn's transaction after its checkpoint (the studio's project
   * revision for the chain changes the turn's tools made): history and the domain's state commit
   * together or not at all. An effect that throws fails the turn, which is then retried alone, so an
   * effect may run more than once and must keep its in-memory bookkeeping until the write resolves.
   */
  effects?: readonly TurnEffect[]
}

/** Writes a domain's rows inside a turn's transaction, through repositories bound to it. */
export type TurnEffect = (scope: TurnScope) => Promise<void>

/** The repositories a turn effect writes through: each bound to the turn's transaction. */
export interface TurnScope {
  projects: ProjectRepository
  projectArtifacts: ProjectArtifactRepository
}

/** A session to create, with the id its creator chose. */
export type NewSession = Parameters<SessionRepository['create']>[0] & { id: string }

/** What a committed turn wrote: each command write's row, in order (undefined for a move that did not apply). */
export interface TurnWriteResult {
  commands: Array<CommandRecord | undefined>
}

/**
 * Writes turns with group commit: turns that arrive while a transaction is being committed wait for it
 * and then share the next one, so under load many turns pay for one durable commit. Each promise resolves
 * once its turn is committed; a turn that fails is retried alone, so it fails by itself and leaves
 * nothing behind, while the turns it was grouped with commit without it.
 */
export interface TurnWriter {
  write(turn: TurnWrite): Promise<TurnWriteResult>
  /**
   * Where a session's next turn starts: its latest checkpoint and last event number. Remembered from
   * this store's own writes for recently active sessions; on PostgreSQL, which other instances may write
   * too, one small read confirms the remembered point is still the latest before it is used.
   */
  resume(sessionId: string): Promise<ResumePoint>
  /**
   * Committed transactions and the turns they carried, since the store opened; `scripts` of those
   * transactions were sent whole, in one round trip.
   */
  stats(): { transactions: number; turns: number; scripts: number }
}

/** Where a session's next turn starts. */
export interface ResumePoint {
  checkpoint: Checkpoint | undefined
  /** The session's last event number, 0 when none. */
  lastSeq: number
}
