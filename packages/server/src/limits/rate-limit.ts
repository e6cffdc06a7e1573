import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../errors/api-error.ts'

/** Per-tenant request rate on /api routes: the tenant's own limit or the server default, per minute. */
export async function installRateLimit(app: FastifyInstance, defaultPerMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    timeWindow: 60_000,
    max: (request) => request.tenant?.rateLimitPerMinute ?? defaultPerMinute,
    keyGenerator: (request) => request.tenant?.id ?? request.ip,
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        'rate_limited',
        `rate limit of ${context.max} requests per minute exceeded; retry in ${context.after}`,
        {
          headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
        },
      ),
  })
}
