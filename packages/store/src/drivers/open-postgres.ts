import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import type { Connection } from '../database.ts'
import type { PreparedStatement } from '../repositories/prepared-execute.ts'
import { prepareMissing } from './prepare-missing.ts'
import { standardStrings } from './standard-strings.ts'

// Any fixed number: instances starting together on one database take turns at migrating.
const MIGRATION_LOCK = 7_310_415_001

/** Opens a node-postgres pool on a PostgreSQL URL and checks that the server answers. */
export async function openPostgres(url: string, onNotice?: (message: string) => void): Promise<Connection> {
  const pool = new pg.Pool({ connectionString: url })
  // An idle client losing its server emits 'error' on the pool; unheard, it would end the process.
  pool.on('error', (error) => onNotice?.(`PostgreSQL connection lost: ${error.message}`))
  try {
    await pool.query('select 1')
  } catch (error) {
    await pool.end()
    throw error
  }
  const conforming = await standardStrings(pool)
  return {
    driver: 'postgres',
    db: drizzle({ client: pool }),
    migrate: (migrationsFolder, migrationsTable) => migrateLocked(pool, migrationsFolder, migrationsTable),
    query: async <Row>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as Row[],
    script: conforming ? (text, prepared) => runScript(pool, text, prepared) : undefined,
    close: () => pool.end(),
  }
}

// The statements each pooled connection has prepared, by name; a connection that ends takes its set along.
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>()

/** A script on one pooled connection, after it prepared what the script EXECUTEs and it lacks. */
async function runScript(pool: pg.Pool, text: string, prepared: readonly PreparedStatement[] = []) {
  const client = await pool.connect()
  try {
    const held = preparedOn.get(client) ?? new Set<string>()
    preparedOn.set(client, held)
    await prepareMissing((statements) => client.query(statements), held, prepared)
    // Without values node-postgres sends the simple protocol: one result per statement.
    const results = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[]
    return (Array.isArray(results) ? results : [results]).map(({ rows }) => ({ rows }))
  } finally {
    client.release()
  }
}

/** Runs one migration set on a dedicated connection holding an advisory lock. */
async function migrateLocked(
  pool: pg.Pool,
  migrationsFolder: string,
  migrationsTable: string,
): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      await migrate(drizzle({ client }), { migrationsFolder, migrationsTable })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
  } finally {
    client.release()
  }
}
