import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The server the PostgreSQL variant of the tests runs on; each test file gets a database of its own there. */
export const TEST_DATABASE_URL =
  process.env.MINDWIRE_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** What the test server offers: whether it answers at all, and whether pgvector can be installed on it. */
export interface PostgresProbe {
  reachable: boolean
  vector: boolean
  error?: string
}

/** Asks the test server whether it is there and has pgvector available. */
export async function probePostgres(url = TEST_DATABASE_URL): Promise<PostgresProbe> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    const { rows } = await client.query("select 1 from pg_available_extensions where name = 'vector'")
    return { reachable: true, vector: rows.length > 0 }
  } catch (error) {
    return { reachable: false, vector: false, error: (error as Error).message }
  } finally {
    await client.end().catch(() => {})
  }
}

/** Creates a fresh, uniquely named database on the test server; `drop` removes it with any connection left. */
export async function createTestDatabase(
  url = TEST_DATABASE_URL,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mindwire_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await admin(url, `create database ${name}`)
  const database = new URL(url)
  database.pathname = `/${name}`
  return { url: database.toString(), drop: () => admin(url, `drop database if exists ${name} with (force)`) }
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
