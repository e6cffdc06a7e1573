import pg from 'pg'
import { StoreError } from '../store-error.ts'

/**
 * How a process shares a PostgreSQL database with other Mindwire instances:
 * - `exclusive`: the only instance (no bus). What it remembers of its sessions is the truth, as on PGlite.
 * - `shared`: one of several instances on a bus. Each confirms a session's position before a turn.
 */
export type DatabaseAccess = 'exclusive' | 'shared'

// Any fixed number, apart from the migration lock's: the key every instance claims the database under.
const INSTANCE_LOCK = 7_310_415_002

/**
 * Claims the database for this instance with a session advisory lock held on a connection of its own until
 * `release`: exclusive for a lone instance, shared for instances on a bus. A claim that conflicts is refused
 * before the instance serves anything: a lone instance would serve stale sessions once another writes them.
 */
export async function claimDatabase(
  url: string,
  access: DatabaseAccess,
  onNotice?: (message: string) => void,
): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  // The lock ends with this connection; losing it is worth a line in the log, not the process.
  client.on('error', (error) => onNotice?.(`PostgreSQL instance claim lost: ${error.message}`))
  const lock = access === 'exclusive' ? 'pg_try_advisory_lock' : 'pg_try_advisory_lock_shared'
  const { rows } = await client.query<{ held: boolean }>(`select ${lock}($1) as held`, [INSTANCE_LOCK])
  if (!rows[0]?.held) {
    await client.end()
    throw new StoreError('conflict', refusal(access))
  }
  return { release: () => client.end().catch(() => undefined) }
}

function refusal(access: DatabaseAccess): string {
  return access === 'exclusive'
    ? 'another Mindwire instance uses this PostgreSQL database: instances that share a database need a bus (--nats-url or NATS_URL) on each of them'
    : 'a Mindwire instance without a bus holds this PostgreSQL database: stop it, or start it with the same --nats-url'
}
