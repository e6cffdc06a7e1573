import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import type { Database } from '../database.ts'
import { dbNow } from '../now.ts'
import { commands } from '../schema/core/commands.ts'
import { FOREIGN_KEY_VIOLATION, sqlState } from '../sql-state.ts'
import type { CommandRecord, CommandRepository } from '../store.ts'
import { StoreError } from '../store-error.ts'
import { isUuid } from '../uuid.ts'

type NewCommand = Parameters<CommandRepository['create']>[0]

/** Commands sent to devices and apps; status changes are compare-and-set, so two deciders cannot both win. */
export function createCommandRepository(db: Database): CommandRepository {
  return {
    async create(input) {
      // A second try covers the command with our key being deleted between our insert and our read.
      for (let attempt = 0; attempt < 2; attempt++) {
        const inserted = await insertCommand(db, input)
        if (inserted) return { command: inserted, created: true }
        const existing = input.idempotencyKey && (await findByKey(db, input.tenantId, input.idempotencyKey))
        if (existing) return { command: existing, created: false }
      }
      throw new StoreError(
        'conflict',
        `command with idempotency key ${input.idempotencyKey} could not be created`,
      )
    },

    async byIdempotencyKey(tenantId, key) {
      const [row] = await db
        .select()
        .from(commands)
        .where(and(eq(commands.tenantId, tenantId), eq(commands.idempotencyKey, key)))
      return row && toCommandRecord(row)
    },

    async get(tenantId, id) {
      if (!isUuid(id)) return undefined
      const [row] = await db
        .select()
        .from(commands)
        .where(and(eq(commands.tenantId, tenantId), eq(commands.id, id)))
      return row && toCommandRecord(row)
    },

    async transition(tenantId, id, from, to, result, decision) {
      if (!isUuid(id) || from.length === 0) return undefined
      const [row] = await db
        .update(commands)
        .set({
          status: to,
          updatedAt: dbNow(),
          ...(result === undefined ? {} : { result }),
          ...(decision ? { decision } : {}),
        })
        .where(and(eq(commands.tenantId, tenantId), eq(commands.id, id), inArray(commands.status, [...from])))
        .returning()
      return row && toCommandRecord(row)
    },

    async listBySession(tenantId, sessionId) {
      const rows = await db
        .select()
        .from(commands)
        .where(and(eq(commands.tenantId, tenantId), eq(commands.sessionId, sessionId)))
        .orderBy(asc(commands.seq))
      return rows.map(toCommandRecord)
    },

    async expirePending(now = new Date()) {
      const rows = await db
        .update(commands)
        .set({ status: 'expired', updatedAt: now })
        .where(
          and(eq(commands.status, 'pending'), isNotNull(commands.expiresAt), lte(commands.expiresAt, now)),
        )
        .returning({ id: commands.id })
      return rows.length
    },
  }
}

/** Inserts the command, or returns undefined when the tenant already used its idempotency key. */
async function insertCommand(db: Database, input: NewCommand): Promise<CommandRecord | undefined> {
  try {
    const [row] = await db
      .insert(commands)
      .values({
        tenantId: input.tenantId,
        sessionId: input.sessionId,
        target: input.target,
        callId: input.callId,
        name: input.name,
        params: input.params,
        decision: input.decision,
        status: input.status,
        result: input.result ?? null,
        idempotencyKey: input.idempotencyKey,
        expiresAt: input.expiresAt,
      })
      .onConflictDoNothing({
        target: [commands.tenantId, commands.idempotencyKey],
        where: sql`idempotency_key is not null`,
      })
      .returning()
    return row && toCommandRecord(row)
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
      throw new StoreError('session_not_found', `session ${input.sessionId} does not exist`, { cause: error })
    }
    throw error
  }
}

async function findByKey(db: Database, tenantId: string, key: string): Promise<CommandRecord | undefined> {
  const [row] = await db
    .select()
    .from(commands)
    .where(and(eq(commands.tenantId, tenantId), eq(commands.idempotencyKey, key)))
  return row && toCommandRecord(row)
}

export function toCommandRecord(row: typeof commands.$inferSelect): CommandRecord {
  return {
    id: row.id,
    tenantId: row.tenantId,
    sessionId: row.sessionId,
    target: row.target,
    callId: row.callId,
    name: row.name,
    params: row.params ?? null,
    decision: row.decision,
    status: row.status,
    result: row.result ?? null,
    idempotencyKey: row.idempotencyKey,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    expiresAt: row.expiresAt,
  }
}
