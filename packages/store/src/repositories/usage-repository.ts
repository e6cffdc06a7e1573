import { type AnyColumn, and, asc, eq, gte, sql } from 'drizzle-orm'
import type { Database } from '../database.ts'
import { usageRecords } from '../schema/core/accounting.ts'
import type { UsageRepository } from '../store.ts'

/** Tokens spent by the usage rows a query selects: input plus output, as a number. */
export const tokensSpent = () =>
  sql<number>`coalesce(sum(${usageRecords.inputTokens}::bigint + ${usageRecords.outputTokens}), 0)`.mapWith(
    Number,
  )

// Sums come back from PostgreSQL as bigint or numeric, which node-postgres hands over as strings.
const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number)

/** Tokens and cost per model call, for quotas and usage reports. */
export function createUsageRepository(db: Database): UsageRepository {
  const recordAll: UsageRepository['recordAll'] = async (entries) => {
    if (entries.length === 0) return
    await db.insert(usageRecords).values(
      entries.map((entry) => ({
        tenantId: entry.tenantId,
        sessionId: entry.sessionId,
        model: entry.model,
        inputTokens: entry.inputTokens,
        outputTokens: entry.outputTokens,
        cost: entry.cost,
        ...(entry.at ? { at: entry.at } : {}),
      })),
    )
  }

  return {
    record: (entry) => recordAll([entry]),
    recordAll,

    async tokensSince(tenantId, since) {
      const [row] = await db
        .select({ total: tokensSpent() })
        .from(usageRecords)
        .where(and(eq(usageRecords.tenantId, tenantId), gte(usageRecords.at, since)))
      return row?.total ?? 0
    },

    async summary(tenantId, since) {
      return db
        .select({
          model: usageRecords.model,
          inputTokens: sumOf(usageRecords.inputTokens),
          outputTokens: sumOf(usageRecords.outputTokens),
          cost: sumOf(usageRecords.cost),
          calls: sql<number>`count(*)`.mapWith(Number),
        })
        .from(usageRecords)
        .where(and(eq(usageRecords.tenantId, tenantId), gte(usageRecords.at, since)))
        .groupBy(usageRecords.model)
        .orderBy(asc(usageRecords.model))
    },
  }
}
