import { createHash, randomBytes } from 'node:crypto'
import { and, count, eq, isNull } from 'drizzle-orm'
import type { Database } from '../database.ts'
import { dbNow } from '../now.ts'
import { apiKeys } from '../schema/core/tenants.ts'
import { FOREIGN_KEY_VIOLATION, sqlState } from '../sql-state.ts'
import type { ApiKeyRecord, ApiKeyRepository } from '../store.ts'
import { StoreError } from '../store-error.ts'
import { isUuid } from '../uuid.ts'

const KEY_PREFIX = 'mw_'
/** Enough of the key to recognise it in a list, far too little to guess the rest (256 random bits). */
const DISPLAY_LENGTH = KEY_PREFIX.length + 8

/** The digest stored for a key. A plain sha256 suffices: the keys are random, so there is nothing to brute-force. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/** API keys: created once in plaintext, kept only as a hash, revocable. */
export function createApiKeyRepository(db: Database): ApiKeyRepository {
  return {
    async create(tenantId, name = '', scope = {}) {
      const key = KEY_PREFIX + randomBytes(32).toString('base64url')
      try {
        const [row] = await db
          .insert(apiKeys)
          .values({
            tenantId,
            name,
            prefix: key.slice(0, DISPLAY_LENGTH),
            keyHash: hashApiKey(key),
            vehicleId: scope.vehicleId ?? null,
            userId: scope.userId ?? null,
          })
          .returning()
        return { key, record: toRecord(row!) }
      } catch (error) {
        if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
          throw new StoreError('tenant_not_found', `tenant ${tenantId} does not exist`, { cause: error })
        }
        throw error
      }
    },

    async verify(key) {
      if (typeof key !== 'string' || !key.startsWith(KEY_PREFIX)) return undefined
      const [row] = await db
        .select({
          tenantId: apiKeys.tenantId,
          keyId: apiKeys.id,
          vehicleId: apiKeys.vehicleId,
          userId: apiKeys.userId,
        })
        .from(apiKeys)
        .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)))
      return row
    },

    async revoke(tenantId, keyId) {
      if (!isUuid(keyId)) return false
      const rows = await db
        .update(apiKeys)
        .set({ revokedAt: dbNow() })
        .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id })
      return rows.length > 0
    },

    async count() {
      const [row] = await db.select({ total: count() }).from(apiKeys)
      return row?.total ?? 0
    },
  }
}

function toRecord(row: typeof apiKeys.$inferSelect): ApiKeyRecord {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt,
    revokedAt: row.revokedAt,
    vehicleId: row.vehicleId,
    userId: row.userId,
  }
}
