import { afterAll, beforeAll, expect, it } from 'vitest'
import { sqlState } from '../../sql-state.ts'
import { openPgliteThread, type PgliteLike } from './pglite-thread-client.ts'

let client: PgliteLike
beforeAll(async () => {
  client = await openPgliteThread({ postgresqlconf: [] })
  await client.exec(
    'create table items (id int primary key, name text not null, at timestamptz default now())',
  )
})
afterAll(() => client.close())

it('answers queries on its thread, values and rows intact, and dates as text when asked', async () => {
  const name = `it's "quoted", 中文 and a \\ backslash`
  await client.query('insert into items (id, name) values ($1, $2)', [1, name])
  const { rows } = await client.query<{ id: number; name: string }>(
    'select id, name from items where id = $1',
    [1],
  )
  expect(rows).toEqual([{ id: 1, name }])
  const parsed = await client.query<{ at: unknown }>('select at from items where id = 1')
  expect(parsed.rows[0]!.at).toBeInstanceOf(Date)
  // Drizzle's parsers return dates unchanged: the thread gives their text.
  const raw = await client.query<unknown[]>('select at from items where id = 1', [], {
    rowMode: 'array',
    parsers: { 1184: (value: string) => value },
  })
  expect(typeof raw.rows[0]![0]).toBe('string')
})

it('hands back a database error with its SQLSTATE and fields', async () => {
  const error = await client.query('insert into items (id, name) values (1, $1)', ['again']).catch((e) => e)
  expect(sqlState(error)).toBe('23505')
  expect(error).toMatchObject({ constraint: 'items_pkey' })
})

it('commits a transaction whole, and rolls one back whole when its work throws', async () => {
  await client.transaction(async (tx) => {
    await tx.query('insert into items (id, name) values (10, $1)', ['kept'])
    await tx.exec("insert into items (id, name) values (11, 'kept too')")
  })
  const failed = client.transaction(async (tx) => {
    await tx.query('insert into items (id, name) values (12, $1)', ['dropped'])
    throw new Error('changed my mind')
  })
  await expect(failed).rejects.toThrow('changed my mind')
  const { rows } = await client.query<{ id: number }>('select id from items where id >= 10 order by id')
  expect(rows.map((row) => row.id)).toEqual([10, 11])
})

it('keeps a statement from outside a transaction until it ends', async () => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const transaction = client.transaction(async (tx) => {
    await tx.query('insert into items (id, name) values (20, $1)', ['inside'])
    await held
  })
  // Sent while the transaction is open: PGlite is one connection, so it waits and then sees the commit.
  const outside = client.query<{ n: number }>('select count(*)::int as n from items where id = 20')
  await new Promise((resolve) => setTimeout(resolve, 50))
  release()
  await transaction
  expect((await outside).rows).toEqual([{ n: 1 }])
})

it('refuses requests once closed', async () => {
  const other = await openPgliteThread({ postgresqlconf: [] })
  await other.close()
  await expect(other.query('select 1')).rejects.toThrow()
})
