import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '../errors/api-error.ts'

/**
 * Refuses a WebSocket upgrade that a web page of another site started. Browsers send `Origin` on every
 * WebSocket handshake and WebSockets have no CORS, so without this check any page a driver opens could
 * talk to the server with the browser's reach (the keyless loopback mode above all). Allowed: the
 * server's own origin, and the configured CORS origins (`*`: any). A handshake without `Origin` comes
 * from a program, not a page; keys, not origins, govern what programs may do.
 */
export function installWebSocketOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const anyOrigin = allowedOrigins.includes('*')
  app.addHook('onRequest', async (request) => {
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') return
    const origin = request.headers.origin
    if (origin === undefined || anyOrigin || allowedOrigins.includes(origin) || isSameOrigin(request, origin))
      return
    throw new ApiError(
      403,
      'forbidden_origin',
      `WebSocket connections from ${JSON.stringify(origin)} are not allowed`,
    )
  })
}

function isSameOrigin(request: FastifyRequest, origin: string): boolean {
  try {
    return new URL(origin).host === request.host
  } catch {
    return false
  }
}
