import type { FastifyInstance } from 'fastify'
import { redactUrl } from './auth/redact-url.ts'

/**
 * One debug line per finished request (method, route, status, time), written only when debug is on:
 * the level is checked before anything is built, so at info level a request costs the log nothing.
 * Failures are logged where they are handled (the error handler), at their own levels.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    // pino has isLevelEnabled; Fastify's silent logger (logging off) has not, and logs nothing anyway.
    const log = request.log as typeof request.log & { isLevelEnabled?: (level: string) => boolean }
    if (!log.isLevelEnabled?.('debug')) return
    log.debug(
      {
        method: request.method,
        url: request.routeOptions.url ?? redactUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request',
    )
  })
}
