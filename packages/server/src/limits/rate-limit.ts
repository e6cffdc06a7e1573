import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { ApiError } from '../errors/api-error.ts'

/**
 * Per-tenant request rate on /api routes: the tenant's own limit or the server default, per minute.
 * With `redisUrl` the counters live in Redis, so N instances allow a tenant its rate once, not N times.
 * Redis rather than the store: a rate counter is written on every request and forgotten after a minute —
 * an INCR with an expiry in memory, not a durable row and a commit. Quotas, which are money, stay in the
 * store (reserved in a transaction), and so are shared by every instance on the same database already.
 */
export async function installRateLimit(
  app: FastifyInstance,
  defaultPerMinute: number,
  redisUrl?: string,
): Promise<void> {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})))
  await app.register(rateLimit, {
    ...(redis ? { redis, nameSpace: 'mindwire-rate:' } : {}),
    // Redis down: requests pass unlimited rather than all failing; quotas (in the store) still hold spend.
    skipOnError: true,
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
