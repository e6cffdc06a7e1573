import { and, asc, count, eq, sql } from 'drizzle-orm'
import { clampLimit } from '../clamp-limit.ts'
import type { Database } from '../database.ts'
import { dbNow } from '../now.ts'
import { vehicles } from '../schema/core/vehicles.ts'
import { storableJsonText } from '../storable-json.ts'
import type { VehicleRepository } from '../store.ts'

const DEFAULT_LIST_LIMIT = 100

/** A tenant's vehicles with their last known state; every lookup is by tenant and id together. */
export function createVehicleRepository(db: Database): VehicleRepository {
  // Built once: a fleet's first requests each read their vehicle, and building the statement cost about
  // as much as PGlite's read itself.
  const byId = db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, sql.placeholder('tenantId')), eq(vehicles.id, sql.placeholder('id'))))
    .prepare('vehicle_get')
  return {
    async register(tenantId, id, state) {
      const [row] = await db
        .insert(vehicles)
        .values({ tenantId, id, state })
        .onConflictDoNothing()
        .returning()
      if (row) return { vehicle: row, created: true }
      const existing = await this.get(tenantId, id)
      if (!existing) throw new Error(`vehicle ${tenantId}/${id} vanished while it was registered`)
      return { vehicle: existing, created: false }
    },

    async get(tenantId, id) {
      const [row] = await byId.execute({ tenantId, id })
      return row
    },

    async count(tenantId) {
      const [row] = await db.select({ total: count() }).from(vehicles).where(eq(vehicles.tenantId, tenantId))
      return row?.total ?? 0
    },

    async list(tenantId, options = {}) {
      return db
        .select()
        .from(vehicles)
        .where(eq(vehicles.tenantId, tenantId))
        .orderBy(asc(vehicles.id))
        .limit(clampLimit(options.limit, DEFAULT_LIST_LIMIT))
    },

    async saveStates(rows) {
      if (rows.length === 0) return
      // One statement for a batch of changed vehicles (each at most once), registered or not, with the
      // batch as one JSON parameter: built as a multi-row insert, its text and parameters cost the
      // server's event loop more than the database spent writing them.
      // A state whose text the caller has goes in as that text: the same JSON as the array's own stringify.
      const batch = storableJsonText(
        `[${rows
          .map(
            ({ tenantId, id, state, stateJson }) =>
              `{"tenant_id":${JSON.stringify(tenantId)},"id":${JSON.stringify(id)},"state":${stateJson ?? JSON.stringify(state)}}`,
          )
          .join(',')}]`,
      )
      await db.execute(sql`
        insert into vehicles (tenant_id, id, state)
        select tenant_id, id, state from jsonb_to_recordset(${batch}::jsonb) as r(tenant_id text, id text, state jsonb)
        on conflict (tenant_id, id) do update set state = excluded.state, updated_at = ${dbNow()}`)
    },
  }
}
