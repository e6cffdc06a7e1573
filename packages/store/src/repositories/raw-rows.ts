import type { CommandRecord, SessionRecord, VehicleRecord } from '../store.ts'

// Rows of a raw statement (a script, or SQL Drizzle does not map) come with their column names and the
// driver's types: jsonb parsed, timestamps as Date or as text (node-postgres under Drizzle).
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

/** A `commands` row as the turn writer's statements return it. */
export interface CommandRow {
  id: string
  tenant_id: string
  session_id: string | null
  target: string | null
  call_id: string
  name: string
  params: CommandRecord['params']
  decision: CommandRecord['decision']
  status: CommandRecord['status']
  result: CommandRecord['result']
  idempotency_key: string | null
  created_at: Date | string
  updated_at: Date | string
  expires_at: Date | string | null
}

/** A `commands` row as a CommandRecord. */
export function commandRecordOf(row: CommandRow): CommandRecord {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    sessionId: row.session_id,
    target: row.target,
    callId: row.call_id,
    name: row.name,
    params: row.params ?? null,
    decision: row.decision,
    status: row.status,
    result: row.result ?? null,
    idempotencyKey: row.idempotency_key,
    createdAt: asDate(row.created_at),
    updatedAt: asDate(row.updated_at),
    expiresAt: row.expires_at === null ? null : asDate(row.expires_at),
  }
}
