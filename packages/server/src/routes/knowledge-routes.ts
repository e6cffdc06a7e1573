import {
  KNOWLEDGE_COLLECTIONS,
  KNOWLEDGE_ERROR_STATUS,
  KnowledgeError,
  type KnowledgeService,
  ragCollectionsResponse,
  ragDeleteQuery,
  ragDeleteResponse,
  ragEmbedBody,
  ragEmbedResponse,
  ragIngestBody,
  ragIngestResponse,
  ragSearchBody,
  ragSearchResponse,
  ragSimilarityBody,
  SHARED_KNOWLEDGE_TENANT,
} from '@mindwire/rag/api'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { tenantOf } from '../auth/authenticate.ts'
import { assertBelowTenantLimit } from '../limits/tenant-limit.ts'
import { errorBody } from '../schemas/api-schemas.ts'
import type { ServerContext } from '../server-context.ts'

const errors = { '4xx': errorBody, '5xx': errorBody }
const SEARCH_BODY_LIMIT = 64 * 1024

/**
 * Knowledge retrieval (seed 000 §4.4, seed 001 §3): search and ingest a tenant's collections. Search
 * covers the tenant's own documents plus the shared (shipped) ones; ingest and delete touch only the
 * tenant's own. Without pgvector every route answers 503 knowledge_unavailable.
 */
export function knowledgeRoutes(
  app: FastifyInstance,
  context: ServerContext,
  knowledge: KnowledgeService,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.post(
    '/api/ai/rag/search',
    {
      bodyLimit: SEARCH_BODY_LIMIT,
      schema: {
        tags: ['knowledge'],
        summary: 'Search a knowledge collection (hybrid: vector + full text)',
        body: ragSearchBody,
        response: { 200: ragSearchResponse, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request)
      try {
        return { results: await knowledge.search({ ...request.body, tenantId: tenant.id }) }
      } catch (error) {
        return refuse(reply, error)
      }
    },
  )

  routes.post(
    '/api/ai/rag/similarity',
    {
      bodyLimit: SEARCH_BODY_LIMIT,
      schema: {
        tags: ['knowledge'],
        summary: 'Passages nearest to a vector (seed 000 §4.4 similaritySearch), scored by cosine',
        body: ragSimilarityBody,
        response: { 200: ragSearchResponse, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request)
      try {
        return { results: await knowledge.similar({ ...request.body, tenantId: tenant.id }) }
      } catch (error) {
        return refuse(reply, error)
      }
    },
  )

  routes.post(
    '/api/ai/rag/embed',
    {
      bodyLimit: SEARCH_BODY_LIMIT,
      schema: {
        tags: ['knowledge'],
        summary: 'The server embedder’s vectors of texts: what similarity search compares',
        body: ragEmbedBody,
        response: { 200: ragEmbedResponse, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const embeddings = await knowledge.embed(request.body.texts)
        return { embeddings, dimensions: embeddings[0]?.length ?? 0 }
      } catch (error) {
        return refuse(reply, error)
      }
    },
  )

  routes.post(
    '/api/ai/rag/ingest',
    {
      bodyLimit: knowledge.limits.maxIngestBytes,
      schema: {
        tags: ['knowledge'],
        summary: 'Ingest documents into a collection (re-ingesting a source replaces it)',
        description: `Markdown (front matter and headings kept as metadata), plain text, or JSON records. At most ${knowledge.limits.maxIngestBytes} bytes per request.`,
        body: ragIngestBody,
        response: { 200: ragIngestResponse, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request)
      try {
        assertOwnKnowledge(tenant.id)
        // Without pgvector the documents live elsewhere (or nowhere) and the ingest answers for itself.
        if (context.store.vectorEnabled)
          await assertBelowTenantLimit(context.config.tenantLimits, 'knowledgeChunks', () =>
            context.store.documents.count(tenant.id),
          )
        const result = await knowledge.ingest({ tenantId: tenant.id, ...request.body })
        await context.store.audit.record({
          tenantId: tenant.id,
          userId: null,
          action: 'rag_ingest',
          model: null,
          tokens: 0,
          detail: {
            collection: result.collection,
            sources: result.documents.map((d) => d.source),
            chunks: result.chunks,
          },
        })
        return result
      } catch (error) {
        return refuse(reply, error)
      }
    },
  )

  routes.delete(
    '/api/ai/rag/sources',
    {
      schema: {
        tags: ['knowledge'],
        summary: 'Delete every chunk of one source',
        querystring: ragDeleteQuery,
        response: { 200: ragDeleteResponse, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request)
      try {
        assertOwnKnowledge(tenant.id)
        const deleted = await knowledge.deleteSource({ tenantId: tenant.id, ...request.query })
        await context.store.audit.record({
          tenantId: tenant.id,
          userId: null,
          action: 'rag_delete',
          model: null,
          tokens: 0,
          detail: { ...request.query, chunks: deleted },
        })
        return { deleted }
      } catch (error) {
        return refuse(reply, error)
      }
    },
  )

  routes.get(
    '/api/ai/rag/collections',
    {
      schema: {
        tags: ['knowledge'],
        summary: 'The collections, with how many chunks the tenant owns in each',
        response: { 200: ragCollectionsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request)
      try {
        const descriptions: Record<string, string> = KNOWLEDGE_COLLECTIONS
        const collections = await Promise.all(
          knowledge.collections.map(async (name) => ({
            name,
            description: descriptions[name] ?? '',
            chunks: await knowledge.count(tenant.id, name),
          })),
        )
        return { collections }
      } catch (error) {
        return refuse(reply, error)
      }
    },
  )
}

/** Shared knowledge is written by `mindwire rag ingest` only, never by a tenant. */
function assertOwnKnowledge(tenantId: string): void {
  if (tenantId === SHARED_KNOWLEDGE_TENANT) {
    throw new KnowledgeError('forbidden', `tenant ${tenantId} is reserved for shared knowledge`)
  }
}

/** A knowledge refusal becomes its typed error body; anything else goes to the server's error handler. */
function refuse(reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof KnowledgeError)) throw error
  const body: { code: string; message: string; details?: unknown } = {
    code: error.code,
    message: error.message,
  }
  if (error.details !== undefined) body.details = error.details
  return reply.code(KNOWLEDGE_ERROR_STATUS[error.code]).send({ error: body })
}
