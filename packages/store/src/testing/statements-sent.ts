import pg from 'pg'

/** The statements node-postgres sends while `work` runs, by their text (for tests that count round trips). */
export async function statementsSent(work: () => Promise<void>): Promise<string[]> {
  const original = pg.Client.prototype.query
  const sent: string[] = []
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [query] = args
    sent.push(typeof query === 'string' ? query : String((query as { text?: unknown })?.text ?? ''))
    return (original as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof original
  try {
    await work()
  } finally {
    pg.Client.prototype.query = original
  }
  return sent
}

/**
 * The statements `work` sent other than a connection's one-time PREPAREs (a connection prepares what it
 * lacks before its first EXECUTE of it: a prepare is not a read or a write of its own).
 */
export async function queriesSent(work: () => Promise<void>): Promise<string[]> {
  return (await statementsSent(work)).filter((text) => !text.startsWith('prepare '))
}
