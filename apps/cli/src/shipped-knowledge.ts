import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type KnowledgeBase, readSourceFiles, SHARED_KNOWLEDGE_TENANT } from '@mindwire/rag'

/** The documents this repository ships, by collection (the domains write them; see their knowledge/ folders). */
export const SHIPPED_KNOWLEDGE: ReadonlyArray<{ collection: string; path: string }> = [
  { collection: 'synth-docs', path: repoPath('domains/synth/knowledge/synth-docs') },
  { collection: 'vehicle-manual', path: repoPath('domains/cockpit/knowledge/vehicle-manual') },
  { collection: 'xialgo', path: repoPath('domains/studio/knowledge/xialgo') },
  { collection: 'xvst-sdk', path: repoPath('domains/studio/knowledge/xvst-sdk') },
]

function repoPath(relative: string): string {
  return fileURLToPath(new URL(`../../../${relative}`, import.meta.url))
}

/**
 * Ingests each shipped collection into shared knowledge when it is still empty there, so a fresh
 * `mindwire serve` answers knowledge questions at once. A collection already ingested is left alone:
 * `mindwire rag ingest` is how to refresh it.
 */
export async function seedShippedKnowledge(
  knowledge: KnowledgeBase,
  onSeeded: (collection: string, chunks: number) => void,
): Promise<void> {
  for (const { collection, path } of SHIPPED_KNOWLEDGE) {
    if (!existsSync(path)) continue
    if ((await knowledge.count(SHARED_KNOWLEDGE_TENANT, collection)) > 0) continue
    const documents = await readSourceFiles(path)
    const result = await knowledge.ingest({ tenantId: SHARED_KNOWLEDGE_TENANT, collection, documents })
    onSeeded(collection, result.chunks)
  }
}
