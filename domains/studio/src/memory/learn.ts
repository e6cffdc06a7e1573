import type { KnowledgeEntry, KnowledgeRecord } from '@mindwire/agent'

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
