import { fileURLToPath } from 'node:url'
import type { KnowledgeSearch } from '@mindwire/agent'
import { createKnowledgeBase, readSourceFiles, SHARED_KNOWLEDGE_TENANT } from '@mindwire/rag'
import { openStore, type Store } from '@mindwire/store'

const SYNTH_DOCS = fileURLToPath(new URL('../../knowledge/synth-docs', import.meta.url))

/** The real knowledge base on an in-memory PGlite, holding the synth-docs this package ships. */
export async function shippedSynthKnowledge(): Promise<{ search: KnowledgeSearch; store: Store }> {
  const store = await openStore({ memory: true })
  const knowledge = createKnowledgeBase({ store })
  await knowledge.ingest({
    tenantId: SHARED_KNOWLEDGE_TENANT,
    collection: 'synth-docs',
    documents: await readSourceFiles(SYNTH_DOCS),
  })
  return { search: knowledge.knowledgeSearch, store }
}

/** The folder of the shipped synth-docs, for tests that read the pages themselves. */
export const SYNTH_DOCS_FOLDER = SYNTH_DOCS
