import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from './api-error.ts'

/**
 * Errors Fastify answers before any route runs — a URL that does not decode (a lone surrogate's bytes)
 * or headers past Node's limit — in the same `{ error: { code, message } }` envelope as every other.
 */
export const frameworkErrorOptions = {
  frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400
    const message =
      error.code === 'FST_ERR_BAD_URL'
        ? 'the URL is not valid (it does not decode as UTF-8)'
        : 'invalid request'
    reply.code(status).send(new ApiError(status, 'invalid_request', message).body())
  },

  clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    const [status, reason, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'the URL or headers are larger than the server accepts']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', 'the request took too long to arrive']
          : [400, 'Bad Request', 'the request is not valid HTTP']
    const body = JSON.stringify(new ApiError(status, 'invalid_request', message).body())
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
      )
    socket.destroy()
  },
}
