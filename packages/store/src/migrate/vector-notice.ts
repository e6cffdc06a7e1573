import type { Connection } from '../database.ts'

const INSUFFICIENT_PRIVILEGE = '42501'

/** One line for the log: pgvector is missing, knowledge search is off, and how to turn it on. */
export async function vectorMissingNotice(
  connection: Connection,
  reason: string,
  state?: string,
): Promise<string> {
  const cause = reason.replace(/\s+/g, ' ')
  if (connection.driver === 'pglite') {
    return `pgvector is missing for the embedded database (${cause}): knowledge search is disabled. Reinstall the npm package @electric-sql/pglite-pgvector.`
  }
  if (state === INSUFFICIENT_PRIVILEGE) {
    return `pgvector could not be enabled on the PostgreSQL server (${cause}): knowledge search is disabled. To enable it, have a superuser run CREATE EXTENSION vector in this database, then restart.`
  }
  const serverPackage = `postgresql-${await serverMajorVersion(connection)}-pgvector`
  return `pgvector is missing on the PostgreSQL server (${cause}): knowledge search is disabled. To enable it, install the pgvector package for the server (e.g. ${serverPackage}), then restart; the store creates the extension when it next opens.`
}

async function serverMajorVersion(connection: Connection): Promise<string> {
  const [row] = await connection.query<{ major: number }>(
    "select current_setting('server_version_num')::int / 10000 as major",
  )
  return String(row?.major ?? 'NN')
}
