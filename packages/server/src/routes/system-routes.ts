import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../server-context.ts'

/**
 * Liveness and readiness for load balancers (no authentication), and Prometheus metrics (a key when auth
 * is required).
 */
export function systemRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get(
    '/healthz',
    { schema: { tags: ['system'], summary: 'Liveness and storage facts', hide: false } },
    async () => ({
      status: 'ok',
      store: context.store.driver,
      vectorSearch: context.store.vectorEnabled,
      liveRuns: context.runs.size,
    }),
  )
  app.get(
    '/readyz',
    { schema: { tags: ['system'], summary: 'Readiness: 200 once start-up work is done, 503 while it runs' } },
    async (_request, reply) => {
      reply.code(context.readiness.ready ? 200 : 503)
      return context.readiness.report()
    },
  )
  app.get(
    '/metrics',
    { schema: { tags: ['system'], summary: 'Prometheus metrics' } },
    async (_request, reply) => {
      reply.header('content-type', context.metrics.registry.contentType)
      return context.metrics.registry.metrics()
    },
  )
}
