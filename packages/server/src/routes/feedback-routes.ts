import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { tenantOf } from '../auth/authenticate.ts'
import { actingUserId } from '../auth/user-header.ts'
import { ApiError, notFound } from '../errors/api-error.ts'
import { findSession } from '../runs/find-session.ts'
import { errorBody, sessionIdParams } from '../schemas/api-schemas.ts'
import type { ServerContext } from '../server-context.ts'

/** The audit action a rating is kept under: the tenant's log already holds who did what, when. */
const FEEDBACK_ACTION = 'feedback'

const feedbackBody = z
  .object({
    rating: z.enum(['up', 'down']),
    runId: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe('the run whose reply is rated (runId of the chat answer); the latest reply otherwise'),
    comment: z.string().trim().max(1000).optional(),
  })
  .meta({ id: 'FeedbackRequest' })

const feedbackEntry = z.object({
  sessionId: z.string(),
  app: z.string(),
  runId: z.string().nullable(),
  rating: z.enum(['up', 'down']),
  comment: z.string().nullable(),
  userId: z.string().nullable(),
  at: z.number().describe('ms since the epoch'),
})

/**
 * Thumbs up / down on an assistant reply (seed 000 §8 用户反馈): kept per tenant in its audit log, with the
 * session, app and user; `GET /api/ai/feedback` reads the tenant's ratings back with their totals.
 */
export function feedbackRoutes(app: FastifyInstance, context: ServerContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.post(
    '/api/ai/sessions/:id/feedback',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Rate a reply of the session (thumbs up or down, optional comment)',
        params: sessionIdParams,
        body: feedbackBody,
        response: { 201: z.object({ recorded: z.literal(true) }), '4xx': errorBody },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request)
      const session = await findSession(context, tenant.id, request.params.id)
      if (!session) throw notFound(`session ${request.params.id}`)
      const { rating, runId, comment } = request.body
      await context.store.audit.record({
        tenantId: tenant.id,
        userId: actingUserId(request, undefined) ?? session.userId,
        action: FEEDBACK_ACTION,
        model: null,
        tokens: 0,
        detail: {
          sessionId: session.id,
          app: session.app,
          runId: runId ?? null,
          rating,
          comment: comment || null,
        },
      })
      return reply.code(201).send({ recorded: true as const })
    },
  )

  api.get(
    '/api/ai/feedback',
    {
      schema: {
        tags: ['sessions'],
        summary: "The tenant's reply ratings, newest first, with totals",
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: {
          200: z.object({
            entries: z.array(feedbackEntry),
            totals: z.object({ up: z.number(), down: z.number() }),
          }),
          '4xx': errorBody,
        },
      },
    },
    async (request) => {
      if (request.keyScope?.userId || request.keyScope?.vehicleId)
        throw new ApiError(403, 'forbidden', 'feedback is read with a tenant key')
      const rows = await context.store.audit.list(tenantOf(request).id, {
        action: FEEDBACK_ACTION,
        limit: request.query.limit,
      })
      const entries = rows.map((row) => {
        const detail = row.detail as Record<string, string | null>
        return {
          sessionId: String(detail.sessionId),
          app: String(detail.app),
          runId: detail.runId ?? null,
          rating: detail.rating === 'down' ? ('down' as const) : ('up' as const),
          comment: detail.comment ?? null,
          userId: row.userId,
          at: row.at.getTime(),
        }
      })
      const down = entries.filter((entry) => entry.rating === 'down').length
      return { entries, totals: { up: entries.length - down, down } }
    },
  )
}
