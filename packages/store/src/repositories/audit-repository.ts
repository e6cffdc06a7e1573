import { and, desc, eq } from 'drizzle-orm'
import { clampLimit } from '../clamp-limit.ts'
import type { Database } from '../database.ts'
import { auditLog } from '../schema/core/accounting.ts'
import type { AuditEntry, AuditRepository } from '../store.ts'

const DEFAULT_PAGE = 100

/** The tenant's audit trail, newest first. */
export function createAuditRepository(db: Database): AuditRepository {
  const recordAll: AuditRepository['recordAll'] = async (entries) => {
    if (entries.length === 0) return
    await db.insert(auditLog).values(
      entries.map((entry) => ({
        tenantId: entry.tenantId,
        userId: entry.userId,
        action: entry.action,
        model: entry.model,
        tokens: entry.tokens,
        detail: entry.detail,
        ...(entry.at ? { at: entry.at } : {}),
      })),
    )
  }

  return {
    record: (entry) => recordAll([entry]),
    recordAll,

    async list(tenantId, options = {}) {
      const rows = await db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.tenantId, tenantId),
            options.action === undefined ? undefined : eq(auditLog.action, options.action),
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.seq))
        .limit(clampLimit(options.limit, DEFAULT_PAGE))
      return rows.map(toAuditEntry)
    },
  }
}

function toAuditEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    tenantId: row.tenantId,
    userId: row.userId,
    action: row.action,
    model: row.model,
    tokens: row.tokens,
    detail: row.detail ?? null,
    at: row.at,
  }
}
