import { randomUUID } from 'node:crypto'
import { rememberRecent } from '@mindwire/agent'
import type { SessionRecord, SessionRepository } from '../store.ts'
import type { KnownSessionIds } from './known-session-ids.ts'

/** A session repository that remembers records, and what a turn's commit tells it. */
export interface CachedSessionRepository extends SessionRepository {
  /** A committed turn made the session active at `at`. */
  touch(sessionId: string, at: Date): void
  /** A session was created outside `create` (with a turn): remember its record as the stored one. */
  remember(record: SessionRecord): void
}

/**
 * Keeps recently used sessions in memory for a store that belongs to this process alone (embedded PGlite,
 * or PostgreSQL claimed exclusive): every change of a session passes here, so a remembered record is the stored one. Bounded; the
 * least recently used session goes first. An expired session still reads as gone, as from the table.
 * Given the `known` ids, a session that was certainly never stored is not looked up (a new thread's first
 * request); every insert of a session must tell `known` first (`create` here does, the turn writer too).
 */
export function cachedSessionRepository(
  base: SessionRepository,
  capacity: number,
  known?: KnownSessionIds,
): CachedSessionRepository {
  const records = new Map<string, SessionRecord>()
  const keep = (record: SessionRecord) => rememberRecent(records, record.id, record, capacity)
  return {
    ...base,
    async create(input) {
      const id = input.id ?? randomUUID()
      known?.add(id)
      return keep(await base.create({ ...input, id }))
    },
    async get(tenantId, id) {
      const record = records.get(id)
      if (!record) {
        if (known && !known.mayExist(id)) return undefined
        const read = await base.get(tenantId, id)
        return read && keep(read)
      }
      if (record.tenantId !== tenantId) return undefined
      if (record.expiresAt && record.expiresAt.getTime() <= Date.now()) return undefined
      return keep(record)
    },
    async update(tenantId, id, patch) {
      records.delete(id)
      const updated = await base.update(tenantId, id, patch)
      return updated && keep(updated)
    },
    async delete(tenantId, id) {
      records.delete(id)
      return base.delete(tenantId, id)
    },
    remember(record) {
      keep(record)
    },
    touch(sessionId, at) {
      const record = records.get(sessionId)
      if (record) records.set(sessionId, { ...record, lastActiveAt: at })
    },
  }
}
