import { ApiError, createSession, errorBody, type ServerContext, tenantOf } from '@mindwire/server'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readCheckpointSnapshot } from '../checkpoints/checkpoint-snapshot.ts'
import { canvasSnapshotSchema, checkpointParams, checkpointQuery } from './api-schemas.ts'
import { userOf } from './user-id.ts'

const errors = { '4xx': errorBody, '5xx': errorBody }

/**
 * Restores one of the user's checkpoints into a NEW session (seed 001 §4.2.5): the canvas becomes its
 * state and the saved conversation its history, so the agent remembers how the patch was built. The
 * session the checkpoint came from is left as it is.
 */
export function restoreRoute(app: FastifyInstance, context: ServerContext, options: { app: string }): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/synth/checkpoints/:id/restore',
    {
      schema: {
        tags: ['synth'],
        summary: 'Restore a checkpoint’s canvas and conversation into a new session of the user',
        params: checkpointParams,
        querystring: checkpointQuery,
        response: {
          201: z.object({ sessionId: z.string(), title: z.string(), canvas: canvasSnapshotSchema }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request)
      const userId = await userOf(request, context, tenant.id, request.query.sessionId)
      const saved = await context.store.savedCheckpoints.get(tenant.id, userId, request.params.id)
      if (!saved) throw new ApiError(404, 'not_found', `checkpoint ${request.params.id} not found`)
      const { canvas, messages } = readCheckpointSnapshot(saved.snapshot)
      const session = await createSession(context, tenant, {
        app: options.app,
        title: saved.title,
        userId,
        state: canvas,
      })
      await context.store.checkpointer.save({
        sessionId: session.id,
        runId: `restore-${saved.id}`,
        step: 0,
        snapshot: {
          id: session.id,
          messages,
          pending: [],
          usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
        },
        savedAt: Date.now(),
      })
      reply.code(201)
      return { sessionId: session.id, title: saved.title, canvas }
    },
  )
}
