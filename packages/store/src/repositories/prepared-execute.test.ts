import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, expect, it } from 'vitest'
import { preparedStatements } from './prepared-execute.ts'

const client = new PGlite()
const db = drizzle({ client })
afterAll(() => client.close())

it('runs a statement prepared once, with its values passed through intact', async () => {
  const { execute } = preparedStatements()
  const tricky = `it's a "quote", a back\\slash, $1 and 中文`
  const query = (text: string, n: number) =>
    sql`select ${text}::text as text, ${n}::int + 1 as next, ${JSON.stringify({ text })}::jsonb as doc`
  const first = (await execute(db, query(tricky, 1))) as { rows: unknown[] }
  const second = (await execute(db, query('plain', 41))) as { rows: unknown[] }
  expect(first.rows).toEqual([{ text: tricky, next: 2, doc: { text: tricky } }])
  expect(second.rows).toEqual([{ text: 'plain', next: 42, doc: { text: 'plain' } }])
  const statements = await client.query<{ name: string }>('select name from pg_prepared_statements')
  expect(statements.rows).toHaveLength(1)
})

it('refuses a value it cannot write as a literal', async () => {
  await expect(preparedStatements().execute(db, sql`select ${new Date()}::timestamptz`)).rejects.toThrow(
    TypeError,
  )
})
