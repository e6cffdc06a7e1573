import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../database.ts'
import { dbNow } from '../now.ts'
import { handoffs } from '../schema/core/handoffs.ts'
import { FOREIGN_KEY_VIOLATION, sqlState } from '../sql-state.ts'
import type { HandoffRecord, HandoffRepository } from '../store.ts'
import { StoreError } from '../store-error.ts'
import { isUuid } from '../uuid.ts'

/** Handoff records: written by the handoff, read by the app that receives it until they expire. */
export function createHandoffRepository(db: Database): HandoffRepository {
  return {
    async create(input) {
      try {
        const [row] = await db
          .insert(handoffs)
          .values({
            tenantId: input.tenantId,
            sessionId: input.sessionId,
            fromApp: input.fromApp,
            toApp: input.toApp,
            intent: input.intent,
            context: input.context ?? null,
            // The database's clock, as the read compares with it.
            expiresAt: sql`now() + ${Math.max(0, Math.round(input.ttlMs))} * interval '1 millisecond'`,
          })
          .returning()
        return toRecord(row!)
      } catch (error) {
        if (sqlState(error) !== FOREIGN_KEY_VIOLATION) throw error
        throw new StoreError('session_not_found', `session ${input.sessionId} does not exist`, {
          cause: error,
        })
      }
    },

    async get(tenantId, id) {
      if (!isUuid(id)) return undefined
      const [row] = await db
        .select()
        .from(handoffs)
        .where(and(eq(handoffs.tenantId, tenantId), eq(handoffs.id, id), gt(handoffs.expiresAt, dbNow())))
      return row && toRecord(row)
    },
  }
}

function toRecord(row: typeof handoffs.$inferSelect): HandoffRecord {
  return {
    id: row.id,
    tenantId: row.tenantId,
    sessionId: row.sessionId,
    fromApp: row.fromApp,
    toApp: row.toApp,
    intent: row.intent,
    context: row.context,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  }
}
