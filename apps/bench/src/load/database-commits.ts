import pg from 'pg'

/**
 * Transactions a PostgreSQL database committed, from `pg_stat_database`. A backend reports its counts
 * when it ends (and at most once a second while busy), so read this after the server closed its pool.
 * The reading itself is one transaction, which `delta` leaves out.
 */
export async function committedTransactions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ xact_commit: string }>(
      'select xact_commit from pg_stat_database where datname = current_database()',
    )
    return Number(rows[0]?.xact_commit ?? 0)
  } finally {
    await client.end()
  }
}

/** Commits between two readings, without the reading's own. */
export function commitsBetween(before: number, after: number): number {
  return Math.max(0, after - before - 1)
}
