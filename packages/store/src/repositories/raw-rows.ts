import type { SessionRecord, VehicleRecord } from '../store.ts'

// Rows of a statement sent without Drizzle (a script) come with their column names and the driver's
// types: timestamps as Date (both drivers parse timestamptz), jsonb parsed.
const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)))
const orNull = (value: unknown) => (value === undefined ? null : value)

/** A `sessions` row (the record's columns) as a SessionRecord. */
export function sessionRecordOf(row: Record<string, unknown>): SessionRecord {
  return {
    id: String(row.id),
    tenantId: String(row.tenant_id),
    app: String(row.app),
    title: orNull(row.title) as string | null,
    userId: orNull(row.user_id) as string | null,
    state: orNull(row.state) as SessionRecord['state'],
    createdAt: asDate(row.created_at),
    lastActiveAt: asDate(row.last_active_at),
    expiresAt: row.expires_at === null || row.expires_at === undefined ? null : asDate(row.expires_at),
  }
}

/** A `vehicles` row as a VehicleRecord. */
export function vehicleRecordOf(row: Record<string, unknown>): VehicleRecord {
  return {
    tenantId: String(row.tenant_id),
    id: String(row.id),
    state: row.state as VehicleRecord['state'],
    createdAt: asDate(row.created_at),
    updatedAt: asDate(row.updated_at),
  }
}
