import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'

/**
 * Makes the server's close end every HTTP connection once nothing is being answered on it. Node's close
 * (with Fastify's `forceCloseConnections: 'idle'`) ends only the connections idle at that moment and leaves
 * two kinds open until the client hangs up:
 * - a connection that never carried a request — a client's spare socket (undici opens one when two requests
 *   start together, e.g. a run's cancel beside its aborted stream) is never counted idle, and the close waits
 *   as long as the client keeps it;
 * - a keep-alive connection whose answer ends after the close began (a run aborted by the close, a request in
 *   flight): Node keeps it for the keep-alive timeout, and Fastify's 72 s hint has undici keep it as long.
 * WebSocket connections are left to their own plugin, which closes them with a close frame.
 */
export function endConnectionsOnClose(app: FastifyInstance): void {
  // Requests being answered on each open HTTP connection.
  const answering = new Map<Socket, number>()
  let closing = false
  const server = app.server
  server.on('connection', (socket: Socket) => {
    if (closing) {
      socket.destroy()
      return
    }
    answering.set(socket, 0)
    socket.once('close', () => answering.delete(socket))
  })
  server.on('upgrade', (request: IncomingMessage) => answering.delete(request.socket))
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket
    const count = answering.get(socket)
    if (count === undefined) return
    answering.set(socket, count + 1)
    response.once('close', () => {
      const left = answering.get(socket)
      if (left === undefined) return
      answering.set(socket, left - 1)
      // The answer is written; nothing else will be asked on this connection once the server closes.
      if (closing && left === 1) socket.end(() => socket.destroy())
    })
  })
  app.addHook('preClose', (done) => {
    closing = true
    for (const [socket, count] of answering) if (count === 0) socket.destroy()
    done()
  })
}
