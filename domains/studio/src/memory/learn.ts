import type { KnowledgeEntry, KnowledgeForget, KnowledgeRecord } from '@mindwire/agent'

/** Keeps what a request learned; never fails the request that learned it. */
export type Learn = (entries: readonly KnowledgeEntry[]) => void

/**
 * Learned knowledge goes to the tenant's collections in the background (the knowledge base queues it per
 * tenant, and a later search of that tenant waits for it); a write that fails is logged, and the
 * measurement or edit that produced it stands. Without a knowledge base nothing is kept.
 */
export function learner(
  record: KnowledgeRecord | undefined,
  log: { warn(object: object, message: string): void },
): Learn {
  if (!record) return () => {}
  return (entries) => {
    for (const entry of entries)
      record(entry).catch((error: unknown) =>
        log.warn(
          { collection: entry.collection, source: entry.source, err: error },
          'learned knowledge was not kept',
        ),
      )
  }
}

/** Forgets what was learned about something gone (a deleted project); never fails the request either. */
export type Forget = (entries: ReadonlyArray<Parameters<KnowledgeForget>[0]>) => Promise<void>

/**
 * Learned entries are forgotten in order with the tenant's queued records (one still being written cannot
 * come back); the request waits for it, so what it answers holds, and a failure is logged, not raised: the
 * deletion that asked for it stands.
 */
export function forgetter(
  forget: KnowledgeForget | undefined,
  log: { warn(object: object, message: string): void },
): Forget {
  if (!forget) return async () => {}
  return async (entries) => {
    for (const entry of entries)
      await forget(entry).catch((error: unknown) =>
        log.warn(
          {
            collection: entry.collection,
            about: 'source' in entry ? entry.source : entry.metadata,
            err: error,
          },
          'learned knowledge was not forgotten',
        ),
      )
  }
}
