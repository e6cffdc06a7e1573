import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Connection } from '../database.ts'
import { pooledPreparedText } from '../repositories/prepared-execute.ts'
import { createTestDatabase, probePostgres, TEST_DATABASE_URL } from '../testing/postgres-test-database.ts'
import { statementsSent } from '../testing/statements-sent.ts'
import { openPostgres } from './open-postgres.ts'

const postgres = await probePostgres()

describe('scripts on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let connection: Connection
  beforeAll(async () => {
    expect(postgres.reachable, `PostgreSQL at ${TEST_DATABASE_URL}: ${postgres.error}`).toBe(true)
    database = await createTestDatabase()
    connection = await openPostgres(database.url)
  })
  afterAll(async () => {
    await connection?.close()
    await database?.drop()
  })

  it('EXECUTEs statements each pooled connection prepared once, with the values intact', async () => {
    const text = pooledPreparedText()
    const tricky = `it's a "quote", a back\\slash, $1 and 中文`
    const query = (value: string, n: number) =>
      sql`select ${value}::text as text, ${n}::int + 1 as next, ${JSON.stringify({ value })}::jsonb as doc`
    const run = async (value: string, n: number) => {
      const { text: script, prepared } = await text(connection.db, query(value, n))
      const [answer] = await connection.script!(
        `${script};\nselect pg_backend_pid() as pid`,
        prepared ? [prepared] : [],
      )
      return answer!.rows[0]
    }
    const sent = await statementsSent(async () => {
      // Concurrent scripts take several connections of the pool; each prepares the statement for itself.
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) => run(i % 2 ? tricky : 'plain', i)),
      )
      answers.forEach((answer, i) => {
        const value = i % 2 ? tricky : 'plain'
        expect(answer).toEqual({ text: value, next: i + 1, doc: { value } })
      })
    })
    const prepares = sent.filter((statement) => statement.startsWith('prepare ')).length
    expect(prepares).toBeGreaterThanOrEqual(1)
    // At most once a connection (node-postgres pools 10 by default), not once a script.
    expect(prepares).toBeLessThanOrEqual(10)
    expect(sent.filter((statement) => statement.startsWith('execute '))).toHaveLength(24)
  })
})
