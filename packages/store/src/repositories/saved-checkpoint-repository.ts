import { and, count, desc, eq } from 'drizzle-orm'
import type { Database } from '../database.ts'
import { dbNow } from '../now.ts'
import { savedCheckpoints } from '../schema/core/saved-checkpoints.ts'
import { FOREIGN_KEY_VIOLATION, sqlState } from '../sql-state.ts'
import type { SavedCheckpoint, SavedCheckpointRepository } from '../store.ts'
import { StoreError } from '../store-error.ts'
import { isUuid } from '../uuid.ts'

/** Checkpoints a person saved by name; every read and write checks the owner (tenant and user) and the id. */
export function createSavedCheckpointRepository(db: Database): SavedCheckpointRepository {
  const owned = (tenantId: string, userId: string, id: string) =>
    and(
      eq(savedCheckpoints.tenantId, tenantId),
      eq(savedCheckpoints.userId, userId),
      eq(savedCheckpoints.id, id),
    )

  return {
    async create(input) {
      try {
        const [row] = await db
          .insert(savedCheckpoints)
          .values({
            tenantId: input.tenantId,
            userId: input.userId,
            sessionId: input.sessionId ?? null,
            title: input.title,
            snapshot: input.snapshot,
          })
          .returning()
        return toSavedCheckpoint(row!)
      } catch (error) {
        if (sqlState(error) !== FOREIGN_KEY_VIOLATION) throw error
        throw new StoreError('session_not_found', `session ${input.sessionId} does not exist`, {
          cause: error,
        })
      }
    },

    async count(tenantId) {
      const [row] = await db
        .select({ total: count() })
        .from(savedCheckpoints)
        .where(eq(savedCheckpoints.tenantId, tenantId))
      return row?.total ?? 0
    },

    async list(tenantId, userId) {
      const rows = await db
        .select()
        .from(savedCheckpoints)
        .where(and(eq(savedCheckpoints.tenantId, tenantId), eq(savedCheckpoints.userId, userId)))
        .orderBy(desc(savedCheckpoints.seq))
      return rows.map(toSavedCheckpoint)
    },

    async get(tenantId, userId, id) {
      if (!isUuid(id)) return undefined
      const [row] = await db
        .select()
        .from(savedCheckpoints)
        .where(owned(tenantId, userId, id))
      return row && toSavedCheckpoint(row)
    },

    async rename(tenantId, userId, id, title) {
      if (!isUuid(id)) return undefined
      const [row] = await db
        .update(savedCheckpoints)
        .set({ title, updatedAt: dbNow() })
        .where(owned(tenantId, userId, id))
        .returning()
      return row && toSavedCheckpoint(row)
    },

    async delete(tenantId, userId, id) {
      if (!isUuid(id)) return false
      const rows = await db
        .delete(savedCheckpoints)
        .where(owned(tenantId, userId, id))
        .returning({ id: savedCheckpoints.id })
      return rows.length > 0
    },
  }
}

function toSavedCheckpoint(row: typeof savedCheckpoints.$inferSelect): SavedCheckpoint {
  return {
    id: row.id,
    tenantId: row.tenantId,
    userId: row.userId,
    sessionId: row.sessionId,
    title: row.title,
    snapshot: row.snapshot ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}
