/**
 * Writes of learned knowledge, in order per tenant: a write waits for the tenant's one before it, and
 * `settled` waits for every write queued so far (a later run reads what an earlier one recorded). A
 * failed write rejects its own promise only; the queue goes on.
 */
export function createRecordQueue() {
  const tails = new Map<string, Promise<void>>()
  return {
    add(tenantId: string, write: () => Promise<void>): Promise<void> {
      const before = tails.get(tenantId) ?? Promise.resolve()
      const done = before.then(write)
      const tail = done.catch(() => {})
      tails.set(tenantId, tail)
      void tail.then(() => {
        if (tails.get(tenantId) === tail) tails.delete(tenantId)
      })
      return done
    },
    async settled(tenantId: string | undefined): Promise<void> {
      if (tenantId !== undefined) await tails.get(tenantId)
    },
  }
}
