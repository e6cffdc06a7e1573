import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { tenantOf } from '../auth/authenticate.ts'
import { ApiError } from '../errors/api-error.ts'
import { errorBody } from '../schemas/api-schemas.ts'
import type { ServerContext } from '../server-context.ts'

const auditEntry = z
  .object({
    id: z.string(),
    userId: z.string().nullable(),
    action: z.string().describe('model_call, session_delete, content_blocked, …'),
    model: z.string().nullable(),
    tokens: z.number(),
    detail: z.unknown(),
    at: z.number().describe('ms since the epoch'),
  })
  .meta({ id: 'AuditEntry' })

/**
 * GET /api/ai/audit (seed 000 §7 审计日志): the tenant's audit log, newest first — every AI call with user,
 * model and tokens, deletions, content-filter refusals. A key bound to one user or one vehicle reads none:
 * the log is the tenant's, not a person's.
 */
export function auditRoutes(app: FastifyInstance, context: ServerContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ai/audit',
    {
      schema: {
        tags: ['sessions'],
        summary: "The tenant's audit log, newest first",
        querystring: z.object({
          action: z.string().max(64).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: z.object({ entries: z.array(auditEntry) }), '4xx': errorBody },
      },
    },
    async (request) => {
      if (request.keyScope?.userId || request.keyScope?.vehicleId)
        throw new ApiError(403, 'forbidden', 'the audit log is read with a tenant key')
      const { action, limit } = request.query
      const rows = await context.store.audit.list(tenantOf(request).id, {
        limit,
        ...(action ? { action } : {}),
      })
      return {
        entries: rows.map(({ tenantId: _tenant, at, ...entry }) => ({ ...entry, at: at.getTime() })),
      }
    },
  )
}
