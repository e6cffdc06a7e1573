import { and, eq } from 'drizzle-orm'
import type { Database } from '../database.ts'
import { sessions } from '../schema/core/sessions.ts'
import { vehicles } from '../schema/core/vehicles.ts'
import type { SessionRepository, VehicleRepository } from '../store.ts'
import type { ScriptText } from './prepared-execute.ts'
import { sessionRecordOf, vehicleRecordOf } from './raw-rows.ts'
import { live, RECORD_COLUMNS } from './session-repository.ts'
import type { RunScript } from './turn-script.ts'

/**
 * Reads by key as one simple query of a prepared statement, for embedded PGlite: its extended-protocol
 * query (parse, describe, bind, execute, sync, each a call into the WebAssembly) cost about 2.5 times
 * as much for a fleet's first requests, which each read their session and their vehicle.
 */
export function scriptedReads(
  db: Database,
  run: { script: RunScript; text: ScriptText },
): { sessionGet: SessionRepository['get']; vehicleGet: VehicleRepository['get'] } {
  const firstRow = async (query: Parameters<ScriptText>[1]) => {
    const { text, prepared } = await run.text(db, query)
    return (await run.script(text, prepared ? [prepared] : []))[0]?.rows[0]
  }
  return {
    async sessionGet(tenantId, id) {
      const query = db
        .select(RECORD_COLUMNS)
        .from(sessions)
        .where(live(tenantId, eq(sessions.id, id)))
      const row = await firstRow(query.getSQL())
      return row && sessionRecordOf(row)
    },
    async vehicleGet(tenantId, id) {
      const query = db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.id, id)))
      const row = await firstRow(query.getSQL())
      return row && vehicleRecordOf(row)
    },
  }
}
