import { randomUUID } from 'node:crypto'
import { and, desc, eq, gt, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm'
import { clampLimit } from '../clamp-limit.ts'
import type { Database } from '../database.ts'
import { definedFields } from '../defined-fields.ts'
import { dbNow } from '../now.ts'
import { sessions } from '../schema/core/sessions.ts'
import { storableJson } from '../storable-json.ts'
import type { SessionRecord, SessionRepository } from '../store.ts'
import { StoreError } from '../store-error.ts'

const DEFAULT_LIST_LIMIT = 50

/** The next number of the sessions' activity sequence: a touched session sorts above every other. */
const nextActivity = sql`nextval(pg_get_serial_sequence('sessions', 'activity'))`

/** Sessions of a tenant; an expired session reads as gone. */
export function createSessionRepository(db: Database): SessionRepository {
  // Built once: every new chat creates a session before its first token, and building the statement
  // cost about as much as PGlite's insert itself.
  const insertSession = db
    .insert(sessions)
    .values({
      id: sql.placeholder('id'),
      tenantId: sql.placeholder('tenantId'),
      app: sql.placeholder('app'),
      title: sql.placeholder('title'),
      userId: sql.placeholder('userId'),
      // Bare placeholders, encoded below: drizzle would run a column's encoder on a null placeholder too.
      state: sql`${sql.placeholder('state')}`,
      controls: sql`${sql.placeholder('controls')}`,
      expiresAt: sql`${sql.placeholder('expiresAt')}`,
    })
    .onConflictDoNothing()
    .returning(RECORD_COLUMNS)
    .prepare('session_create')
  // Built once too: on PostgreSQL every dialog request reads its session.
  const byId = db
    .select(RECORD_COLUMNS)
    .from(sessions)
    .where(live(sql.placeholder('tenantId'), eq(sessions.id, sql.placeholder('id'))))
    .prepare('session_get')
  return {
    async create(input) {
      const state = input.state === undefined ? {} : input.state
      const [row] = await insertSession.execute({
        id: input.id ?? randomUUID(),
        tenantId: input.tenantId,
        app: input.app,
        title: input.title ?? null,
        userId: input.userId ?? null,
        state: state === null ? null : storableJson(state),
        controls: input.controls == null ? null : storableJson(input.controls),
        expiresAt: input.expiresAt?.toISOString() ?? null,
      })
      if (!row) throw new StoreError('conflict', `session ${input.id} already exists`)
      return toSessionRecord(row)
    },

    async get(tenantId, id) {
      const [row] = await byId.execute({ tenantId, id })
      return row && toSessionRecord(row)
    },

    async update(tenantId, id, patch) {
      const set = definedFields({
        app: patch.app,
        title: patch.title,
        state: patch.state,
        controls: patch.controls,
        expiresAt: patch.expiresAt,
      })
      const [row] = await db
        .update(sessions)
        .set({ ...set, lastActiveAt: dbNow(), activity: nextActivity })
        .where(live(tenantId, eq(sessions.id, id)))
        .returning()
      return row && toSessionRecord(row)
    },

    async delete(tenantId, id) {
      // Messages, events, commands and run checkpoints go with it through ON DELETE CASCADE.
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, id)))
        .returning({ id: sessions.id })
      return rows.length > 0
    },

    async list(tenantId, options = {}) {
      const rows = await db
        .select()
        .from(sessions)
        .where(
          live(
            tenantId,
            options.app === undefined ? undefined : eq(sessions.app, options.app),
            options.userId === undefined ? undefined : eq(sessions.userId, options.userId),
          ),
        )
        .orderBy(desc(sessions.activity))
        .limit(clampLimit(options.limit, DEFAULT_LIST_LIMIT))
      return rows.map(toSessionRecord)
    },
  }
}

/** The tenant's sessions that have not expired, narrowed by `conditions`. */
export function live(tenantId: string | Placeholder, ...conditions: Array<SQL | undefined>): SQL | undefined {
  return and(eq(sessions.tenantId, tenantId), unexpired(), ...conditions)
}

/** A session that has not expired. */
export function unexpired(): SQL | undefined {
  // The database's clock, not a JS Date parameter: no conversion, and the same clock the rows were stamped with.
  return or(isNull(sessions.expiresAt), gt(sessions.expiresAt, dbNow()))
}

// What a SessionRecord shows: the engine's fields (history, pending calls, usage) are the checkpointer's.
export const RECORD_COLUMNS = {
  id: sessions.id,
  tenantId: sessions.tenantId,
  app: sessions.app,
  title: sessions.title,
  userId: sessions.userId,
  state: sessions.state,
  controls: sessions.controls,
  createdAt: sessions.createdAt,
  lastActiveAt: sessions.lastActiveAt,
  expiresAt: sessions.expiresAt,
}

export function toSessionRecord(
  row: Pick<typeof sessions.$inferSelect, keyof typeof RECORD_COLUMNS>,
): SessionRecord {
  return {
    id: row.id,
    tenantId: row.tenantId,
    app: row.app,
    title: row.title,
    userId: row.userId,
    state: row.state ?? null,
    ...(row.controls == null ? {} : { controls: row.controls }),
    createdAt: row.createdAt,
    lastActiveAt: row.lastActiveAt,
    expiresAt: row.expiresAt,
  }
}
