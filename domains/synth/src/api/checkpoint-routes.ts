import type { LanguageModelV4 } from '@ai-sdk/provider'
import { ApiError, assertBelowTenantLimit, errorBody, type ServerContext, tenantOf } from '@mindwire/server'
import type { SavedCheckpoint } from '@mindwire/store'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readCheckpointSnapshot, type SynthCheckpointSnapshot } from '../checkpoints/checkpoint-snapshot.ts'
import { checkpointTitle } from '../checkpoints/checkpoint-title.ts'
import { normalizeSnapshot } from '../graph/normalize.ts'
import {
  checkpointDetail,
  checkpointParams,
  checkpointQuery,
  checkpointSummary,
  renameCheckpointBody,
  saveCheckpointBody,
} from './api-schemas.ts'
import { userOf } from './user-id.ts'

export interface CheckpointRouteOptions {
  /** The domain name whose sessions may be saved (the session's app must belong to it). */
  domainName: string
  /** The model that writes titles; undefined: derive titles from the canvas. */
  titleModel: (context: ServerContext) => LanguageModelV4 | undefined
}

const errors = { '4xx': errorBody, '5xx': errorBody }
const TITLE_TIMEOUT_MS = 15_000

/**
 * Saved checkpoints of seed 001 §4.2.5, per user: save (the session's canvas and messages, titled by the
 * model in ≤ 12 characters or after the canvas), list, read, rename, delete. Every read and write is
 * scoped to tenant + user + id, so one person can neither see nor change another's checkpoints.
 */
export function checkpointRoutes(
  app: FastifyInstance,
  context: ServerContext,
  options: CheckpointRouteOptions,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { store } = context
  const tags = ['synth']

  api.post(
    '/api/synth/checkpoints',
    {
      schema: {
        tags,
        summary:
          'Save the canvas and conversation as a checkpoint of the user (x-user-id or the session’s user)',
        body: saveCheckpointBody,
        response: { 201: z.object({ checkpoint: checkpointSummary }), ...errors },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request)
      const { sessionId, canvas, title } = request.body
      const userId = await userOf(request, context, tenant.id, sessionId)
      const session = sessionId ? await store.sessions.get(tenant.id, sessionId) : undefined
      if (sessionId) {
        // Another user's session reads as missing, like another tenant's.
        if (!session || (session.userId !== null && session.userId !== userId))
          throw new ApiError(404, 'not_found', `session ${sessionId} not found`)
        if (context.domains.domainFor(session.app).domain.name !== options.domainName)
          throw new ApiError(
            400,
            'invalid_request',
            `session ${sessionId} is not a ${options.domainName} session`,
          )
      }
      const snapshot: SynthCheckpointSnapshot = {
        version: 1,
        canvas: normalizeSnapshot(canvas ?? session?.state),
        messages: sessionId ? ((await store.checkpointer.load(sessionId))?.snapshot.messages ?? []) : [],
      }
      const chosen =
        title ??
        (await checkpointTitle({
          ...snapshot,
          model: options.titleModel(context),
          signal: AbortSignal.timeout(TITLE_TIMEOUT_MS),
        }))
      await assertBelowTenantLimit(context.config.tenantLimits, 'savedCheckpoints', () =>
        store.savedCheckpoints.count(tenant.id),
      )
      const saved = await store.savedCheckpoints.create({
        tenantId: tenant.id,
        userId,
        sessionId: sessionId ?? null,
        title: chosen,
        snapshot: snapshot as never,
      })
      reply.code(201)
      return { checkpoint: summary(saved) }
    },
  )

  api.get(
    '/api/synth/checkpoints',
    {
      schema: {
        tags,
        summary: 'The user’s checkpoints, newest first',
        querystring: checkpointQuery,
        response: { 200: z.object({ checkpoints: z.array(checkpointSummary) }), ...errors },
      },
    },
    async (request) => {
      const tenant = tenantOf(request)
      const userId = await userOf(request, context, tenant.id, request.query.sessionId)
      const saved = await store.savedCheckpoints.list(tenant.id, userId)
      return { checkpoints: saved.map(summary) }
    },
  )

  api.get(
    '/api/synth/checkpoints/:id',
    {
      schema: {
        tags,
        summary: 'One of the user’s checkpoints with its canvas and messages',
        params: checkpointParams,
        querystring: checkpointQuery,
        response: { 200: z.object({ checkpoint: checkpointDetail }), ...errors },
      },
    },
    async (request) => {
      const tenant = tenantOf(request)
      const userId = await userOf(request, context, tenant.id, request.query.sessionId)
      const saved = await store.savedCheckpoints.get(tenant.id, userId, request.params.id)
      if (!saved) throw notFound(request.params.id)
      return { checkpoint: { ...summary(saved), snapshot: readCheckpointSnapshot(saved.snapshot) } }
    },
  )

  api.patch(
    '/api/synth/checkpoints/:id',
    {
      schema: {
        tags,
        summary: 'Rename one of the user’s checkpoints',
        params: checkpointParams,
        querystring: checkpointQuery,
        body: renameCheckpointBody,
        response: { 200: z.object({ checkpoint: checkpointSummary }), ...errors },
      },
    },
    async (request) => {
      const tenant = tenantOf(request)
      const userId = await userOf(request, context, tenant.id, request.query.sessionId)
      const renamed = await store.savedCheckpoints.rename(
        tenant.id,
        userId,
        request.params.id,
        request.body.title,
      )
      if (!renamed) throw notFound(request.params.id)
      return { checkpoint: summary(renamed) }
    },
  )

  api.delete(
    '/api/synth/checkpoints/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of the user’s checkpoints',
        params: checkpointParams,
        querystring: checkpointQuery,
        response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const tenant = tenantOf(request)
      const userId = await userOf(request, context, tenant.id, request.query.sessionId)
      if (!(await store.savedCheckpoints.delete(tenant.id, userId, request.params.id)))
        throw notFound(request.params.id)
      return { deleted: true as const }
    },
  )
}

function summary(saved: SavedCheckpoint): z.output<typeof checkpointSummary> {
  const { canvas } = readCheckpointSnapshot(saved.snapshot)
  return {
    id: saved.id,
    title: saved.title,
    sessionId: saved.sessionId,
    modules: canvas.nodes.length,
    connections: canvas.edges.length,
    createdAt: saved.createdAt.toISOString(),
    updatedAt: saved.updatedAt.toISOString(),
  }
}

// Someone else's checkpoint and a missing one answer alike: ids reveal nothing.
function notFound(id: string): ApiError {
  return new ApiError(404, 'not_found', `checkpoint ${id} not found`)
}
