import type { FuzzServer } from './fuzz-server.ts'

/**
 * Columns left out of the fingerprint: a session's recency moves on any read that touches it, and the
 * embedding is derived from the content, which is hashed anyway (and is the widest column by far).
 */
const VOLATILE_COLUMNS = ['last_active_at', 'activity', 'embedding']

const digestQueries = new WeakMap<FuzzServer, string>()

/** One statement that digests every table of the store: a row per table, in a single round trip. */
async function buildDigestQuery(fuzz: FuzzServer): Promise<string> {
  const tables = await fuzz.connection.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  )
  return tables
    .map(
      ({ table_name }) =>
        `(select '${table_name}' as t, count(*)::int as n, md5(coalesce(string_agg(r, '|' order by r), '')) as h
           from (select (to_jsonb(x) - $1::text[])::text as r from "${table_name}" x) rows)`,
    )
    .join(' union all ')
}

/**
 * A cheap digest of everything a request could change: per table of the store, its row count and a hash
 * of its rows (less the volatile columns), plus each tenant's vehicle state, which the cockpit holds in
 * memory and serves over HTTP.
 */
export async function fingerprint(fuzz: FuzzServer): Promise<string> {
  // State a domain writes behind (vehicle states) is part of what a request changed: wait for it.
  await Promise.all(fuzz.server.context.domains.list().map((hosted) => hosted.flush?.()))
  const digestQuery = digestQueries.get(fuzz) ?? (await buildDigestQuery(fuzz))
  digestQueries.set(fuzz, digestQuery)
  const rows = await fuzz.connection.query<{ t: string; n: number; h: string }>(digestQuery, [
    VOLATILE_COLUMNS,
  ])
  const parts = rows.map((row) => `${row.t}:${row.n}:${row.h}`)
  for (const tenant of [fuzz.a, fuzz.b]) {
    const response = await fetch(`${fuzz.url}/api/v1/vehicle/${tenant.vehicleId}/state`, {
      headers: { authorization: `Bearer ${tenant.key}` },
    })
    parts.push(`vehicle ${tenant.vehicleId}:${await response.text()}`)
  }
  return parts.join('\n')
}

/**
 * The fingerprint once the server is quiet: a run that answered may still be saving its last checkpoint,
 * so it is read until two readings agree (a change caught mid-flight would be blamed on the next request).
 */
export async function settledFingerprint(fuzz: FuzzServer): Promise<string> {
  let last = await fingerprint(fuzz)
  for (let attempt = 0; attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 5))
    const next = await fingerprint(fuzz)
    if (next === last) return next
    last = next
  }
  throw new Error('the store never settled: something keeps writing between requests')
}

/** The lines of two fingerprints that differ, for a readable failure. */
export function fingerprintDiff(before: string, after: string): string {
  const old = new Set(before.split('\n'))
  const changed = after.split('\n').filter((line) => !old.has(line))
  return changed.map((line) => line.slice(0, 300)).join('\n')
}
