import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { tenantOf } from '../auth/authenticate.ts'
import { quotaPeriod } from '../limits/quota.ts'
import { errorBody } from '../schemas/api-schemas.ts'
import type { ServerContext } from '../server-context.ts'

/** GET /api/ai/models and GET /api/ai/usage. Model keys never appear in any answer. */
export function infoRoutes(
  app: FastifyInstance,
  context: ServerContext,
  routes: Record<string, string[]>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/ai/models',
    {
      schema: {
        tags: ['models'],
        summary: 'The model chains per task type and the hosted apps',
        response: {
          200: z.object({
            routes: z.record(z.string(), z.array(z.string())),
            models: z
              .array(z.string())
              .describe('the models a request may name in `options.model` (every model of the routes)'),
            apps: z.array(
              z.object({
                app: z.string(),
                domain: z.string(),
                description: z.string(),
                taskType: z.string(),
                offline: z.boolean(),
              }),
            ),
          }),
          '4xx': errorBody,
        },
      },
    },
    async () => ({
      routes,
      models: [...new Set(Object.values(routes).flat())],
      apps: context.domains.apps().map((appId) => {
        const { domain } = context.domains.domainFor(appId)
        return {
          app: appId,
          domain: domain.name,
          description: domain.description,
          taskType: domain.taskType ?? 'control',
          offline: Boolean(domain.offlineModel),
        }
      }),
    }),
  )

  api.get(
    '/api/ai/usage',
    {
      schema: {
        tags: ['usage'],
        summary: 'Token usage of the calling tenant in the current quota period',
        response: {
          200: z.object({
            tenant: z.string(),
            period: z.object({ start: z.string(), end: z.string(), kind: z.enum(['day', 'month']) }),
            quota: z.number().nullable(),
            used: z.number(),
            remaining: z.number().nullable(),
            byModel: z.array(
              z.object({
                model: z.string(),
                inputTokens: z.number(),
                outputTokens: z.number(),
                cost: z.number(),
                calls: z.number(),
              }),
            ),
          }),
          '4xx': errorBody,
        },
      },
    },
    async (request) => {
      const tenant = tenantOf(request)
      const { start, end } = quotaPeriod(tenant.quotaPeriod)
      const [used, byModel] = await Promise.all([
        context.store.usage.tokensSince(tenant.id, start),
        context.store.usage.summary(tenant.id, start),
      ])
      return {
        tenant: tenant.id,
        period: { start: start.toISOString(), end: end.toISOString(), kind: tenant.quotaPeriod },
        quota: tenant.tokenQuota,
        used,
        remaining: tenant.tokenQuota === null ? null : Math.max(0, tenant.tokenQuota - used),
        byModel,
      }
    },
  )
}
