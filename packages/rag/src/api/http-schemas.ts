import { z } from 'zod'
import { COLLECTION_NAME, KNOWLEDGE_COLLECTIONS } from './collections.ts'
import { DEFAULT_KNOWLEDGE_LIMITS, DEFAULT_SIMILARITY_MIN_SCORE } from './knowledge-service.ts'

const limits = DEFAULT_KNOWLEDGE_LIMITS
const metadata = z.record(z.string(), z.json())

export const collectionName = z
  .string()
  .regex(COLLECTION_NAME)
  .describe(`a collection: ${Object.keys(KNOWLEDGE_COLLECTIONS).join(', ')}`)

/** POST /api/ai/rag/search (seed 000 §4.4 RAGQueryOptions). */
export const ragSearchBody = z
  .object({
    collection: collectionName,
    query: z.string().trim().min(1).max(limits.maxQueryChars),
    filters: metadata
      .optional()
      .describe('chunks whose metadata contains these values, e.g. { "category": "voice", "tags": ["AEC"] }'),
    limit: z.number().int().min(1).max(limits.maxResults).default(10),
    minScore: z.number().min(0).max(1).default(0).describe('leave out results scoring lower (0–1)'),
    mode: z
      .enum(['hybrid', 'vector', 'text'])
      .default('hybrid')
      .describe(
        'hybrid (default): vector and full-text candidates, each scored by both; vector or text: one retriever alone',
      ),
  })
  .meta({ id: 'RagSearchRequest' })

/** POST /api/ai/rag/similarity (seed 000 §4.4 similaritySearch(embedding, collection)). */
export const ragSimilarityBody = z
  .object({
    collection: z.union([collectionName, z.array(collectionName).min(1).max(8)]),
    embedding: z
      .array(z.number())
      .min(1)
      .max(4096)
      .describe(
        'a vector of the server’s embedder (as many numbers as it makes: 400 is refused), e.g. from POST /api/ai/rag/embed',
      ),
    filters: metadata.optional(),
    limit: z.number().int().min(1).max(limits.maxResults).default(10),
    minScore: z
      .number()
      .min(0)
      .max(1)
      .default(DEFAULT_SIMILARITY_MIN_SCORE)
      .describe('leave out results whose cosine is lower (0–1; seed 000: 0.7)'),
  })
  .meta({ id: 'RagSimilarityRequest' })

/** POST /api/ai/rag/embed: the vectors similarity search compares. */
export const ragEmbedBody = z
  .object({ texts: z.array(z.string().trim().min(1).max(limits.maxQueryChars)).min(1).max(16) })
  .meta({ id: 'RagEmbedRequest' })

export const ragEmbedResponse = z
  .object({ embeddings: z.array(z.array(z.number())), dimensions: z.number().int() })
  .meta({ id: 'RagEmbedResponse' })

export const ragResult = z
  .object({
    id: z.string(),
    content: z.string(),
    metadata: z.record(z.string(), z.unknown()),
    score: z.number().describe('0–1, higher is better'),
    source: z.string().describe('the document, e.g. xialgo://eq-parametric-v2'),
    collection: z.string(),
    shared: z.boolean().describe('shipped knowledge every tenant sees, rather than the tenant’s own'),
  })
  .meta({ id: 'RagResult' })

export const ragSearchResponse = z.object({ results: z.array(ragResult) }).meta({ id: 'RagSearchResponse' })

const source = z
  .string()
  .trim()
  .min(1)
  .max(512)
  .describe('identifies the document: ingesting it again replaces it')

const textDocument = z.object({
  source,
  format: z.enum(['markdown', 'text']),
  content: z.string().max(limits.maxDocumentChars),
  metadata: metadata.optional(),
})

const jsonDocument = z.object({
  source,
  format: z.literal('json'),
  records: z.array(z.record(z.string(), z.json())).max(limits.maxRecordsPerDocument),
  textFields: z.array(z.string().min(1).max(64)).max(16).optional(),
  metadata: metadata.optional(),
})

/** POST /api/ai/rag/ingest. */
export const ragIngestBody = z
  .object({
    collection: collectionName,
    documents: z
      .array(z.discriminatedUnion('format', [textDocument, jsonDocument]))
      .min(1)
      .max(limits.maxDocumentsPerRequest),
  })
  .meta({ id: 'RagIngestRequest' })

export const ragIngestResponse = z
  .object({
    collection: z.string(),
    documents: z.array(z.object({ source: z.string(), chunks: z.number().int() })),
    chunks: z.number().int(),
  })
  .meta({ id: 'RagIngestResponse' })

/** DELETE /api/ai/rag/sources?collection=…&source=… */
export const ragDeleteQuery = z.object({ collection: collectionName, source })

export const ragDeleteResponse = z.object({ deleted: z.number().int() })

/** GET /api/ai/rag/collections */
export const ragCollectionsResponse = z.object({
  collections: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      chunks: z.number().int().describe('chunks the tenant owns'),
    }),
  ),
})
