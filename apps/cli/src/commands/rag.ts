import {
  createEmbedderFromEnv,
  createKnowledgeBase,
  fusionFromEnv,
  type KnowledgeBase,
  KnowledgeError,
  readSourceFiles,
  type SearchMode,
  SHARED_KNOWLEDGE_TENANT,
} from '@mindwire/rag'
import type { Command } from 'commander'
import { type StoreFlags, withStore } from '../store-options.ts'

interface RagFlags extends StoreFlags {
  collection: string
  tenant?: string
}

const TENANT_HELP = `owner of the documents (default: shared knowledge, which every tenant's search includes)`

export function registerRag(program: Command): void {
  const rag = program
    .command('rag')
    .description('knowledge retrieval: ingest documents into a collection, search it')
    .addHelpText(
      'after',
      '\nCollections: xialgo, projects, vehicles, tuning-presets, synth-docs, vehicle-manual.\n' +
        'Embeddings: the local embedder unless MINDWIRE_EMBEDDING_BASE_URL names an OpenAI-compatible endpoint;\n' +
        'ingest and the server must use the same one.',
    )
  const storeFlags = (command: Command) =>
    command
      .option('--data-dir <dir>', 'PGlite data folder (default .data/mindwire, or MINDWIRE_DATA_DIR)')
      .option('--database-url <url>', 'PostgreSQL instead of PGlite (or DATABASE_URL)')
  storeFlags(
    rag
      .command('ingest')
      .description(
        'ingest a file or a folder (.md, .markdown, .txt, .json, .jsonl); a source ingested again is replaced',
      )
      .argument('<path>', 'file or folder')
      .requiredOption('-c, --collection <name>', 'the collection, e.g. synth-docs')
      .option('--tenant <id>', TENANT_HELP)
      .addHelpText(
        'after',
        '\nExample: mindwire rag ingest --collection synth-docs domains/synth/knowledge/synth-docs',
      ),
  ).action(async (path: string, options: RagFlags) => {
    await withKnowledge(options, async (knowledge) => {
      const documents = await readSourceFiles(path)
      if (documents.length === 0) throw new Error(`no .md, .markdown, .txt, .json or .jsonl file at ${path}`)
      const tenantId = options.tenant ?? SHARED_KNOWLEDGE_TENANT
      const started = performance.now()
      let chunks = 0
      for (const document of documents) {
        const result = await knowledge.ingest({
          tenantId,
          collection: options.collection,
          documents: [document],
        })
        chunks += result.chunks
        process.stdout.write(`${document.source}\t${result.chunks} chunks\n`)
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      process.stderr.write(
        `ingested ${documents.length} documents, ${chunks} chunks into ${options.collection} (${tenantId}) in ${seconds} s\n`,
      )
    })
  })
  storeFlags(
    rag
      .command('search')
      .description("search a collection: the tenant's documents plus shared knowledge")
      .argument('<query...>', 'what to look for')
      .requiredOption('-c, --collection <name>', 'the collection, e.g. vehicle-manual')
      .option('--tenant <id>', 'search as this tenant (default: shared knowledge only)')
      .option('-n, --limit <n>', 'how many results', '5')
      .option('--mode <mode>', 'hybrid, vector or text', 'hybrid')
      .option('--json', 'print the results as JSON'),
  ).action(
    async (words: string[], options: RagFlags & { limit: string; mode: SearchMode; json?: boolean }) => {
      await withKnowledge(options, async (knowledge) => {
        const results = await knowledge.search({
          tenantId: options.tenant,
          collection: options.collection,
          query: words.join(' '),
          limit: Number(options.limit),
          mode: options.mode,
        })
        if (options.json) {
          process.stdout.write(`${JSON.stringify(results, null, 2)}\n`)
          return
        }
        if (results.length === 0) process.stderr.write('nothing found\n')
        for (const result of results) {
          const section = [result.metadata.title, result.metadata.section].filter(Boolean).join(' › ')
          process.stdout.write(`${result.score.toFixed(3)}  ${result.source}  ${section}\n`)
          process.stdout.write(`       ${result.content.replace(/\s+/g, ' ').slice(0, 160)}\n`)
        }
      })
    },
  )
  storeFlags(
    rag
      .command('delete')
      .description('remove every chunk of one source from a collection')
      .requiredOption('-c, --collection <name>', 'the collection')
      .requiredOption('-s, --source <source>', 'the source, as ingest printed it')
      .option('--tenant <id>', TENANT_HELP),
  ).action(async (options: RagFlags & { source: string }) => {
    await withKnowledge(options, async (knowledge) => {
      const tenantId = options.tenant ?? SHARED_KNOWLEDGE_TENANT
      const deleted = await knowledge.deleteSource({
        tenantId,
        collection: options.collection,
        source: options.source,
      })
      process.stderr.write(`deleted ${deleted} chunks of ${options.source}\n`)
    })
  })
}

/** Opens the store and a knowledge base on it; knowledge refusals become one readable line. */
async function withKnowledge(
  flags: StoreFlags,
  work: (knowledge: KnowledgeBase) => Promise<void>,
): Promise<void> {
  try {
    await withStore(flags, async (store) => {
      const knowledge = createKnowledgeBase({
        store,
        embedder: createEmbedderFromEnv(process.env),
        fusion: fusionFromEnv(process.env),
      })
      if (!knowledge.available) throw new Error(knowledge.unavailableReason)
      await work(knowledge)
    })
  } catch (error) {
    if (error instanceof KnowledgeError) throw new Error(`${error.message} [${error.code}]`)
    throw error
  }
}
