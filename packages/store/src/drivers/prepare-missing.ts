import type { PreparedStatement } from '../repositories/prepared-execute.ts'

/**
 * Prepares on one connection the statements it does not hold yet, in one round trip, and remembers them
 * in `held` (that connection's names). A prepared statement lasts as long as its connection.
 */
export async function prepareMissing(
  run: (text: string) => Promise<unknown>,
  held: Set<string>,
  prepared: readonly PreparedStatement[] = [],
): Promise<void> {
  const missing = prepared.filter(
    ({ name }, i) => !held.has(name) && prepared.findIndex((p) => p.name === name) === i,
  )
  if (missing.length === 0) return
  await run(missing.map(({ name, text }) => `prepare ${name} as ${text}`).join(';\n'))
  for (const { name } of missing) held.add(name)
}
