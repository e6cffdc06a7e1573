import { Readable } from 'node:stream'
import {
  createMcpHandler,
  hostHeaderValidationResponse,
  localhostAllowedHostnames,
  localhostAllowedOrigins,
  type McpHttpHandler,
  originValidationResponse,
} from '@modelcontextprotocol/server'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { tenantOf } from '../auth/authenticate.ts'
import type { ServerContext } from '../server-context.ts'
import { type McpCaller, mcpToolServer } from './mcp-tool-server.ts'

/**
 * /api/mcp/:app — the app's server tools over MCP (streamable HTTP, stateless: the 2026-07-28 handler,
 * which also serves 2025 clients), behind the tenant's key like every /api route. `?sessionId=` names the
 * session the tools act on (required by apps whose state the server keeps, such as the cockpit).
 */
export function mcpRoutes(app: FastifyInstance, context: ServerContext): void {
  const handler: McpHttpHandler = createMcpHandler(
    (request) => {
      const caller = request.authInfo?.extra?.caller as McpCaller | undefined
      if (!caller) throw new Error('an MCP request reached the handler without its tenant')
      return mcpToolServer(context, caller, request.era)
    },
    { onerror: (error) => context.log.warn({ err: error }, 'MCP request failed') },
  )
  app.addHook('onClose', () => handler.close())
  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: '/api/mcp/:app',
    schema: { tags: ['mcp'], summary: 'MCP (streamable HTTP) server of the app’s tools' },
    handler: async (request, reply) => {
      const tenant = tenantOf(request)
      const { app: appId } = request.params as { app: string }
      context.domains.domainFor(appId)
      const sessionId = (request.query as { sessionId?: string }).sessionId
      const headers = new Headers()
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string') headers.set(name, value)
      const url = `http://${request.headers.host ?? 'localhost'}${request.url}`
      const caller: McpCaller = { tenant, appId, sessionId }
      const webRequest = new Request(url, { method: request.method, headers })
      // Without a key (the keyless local mode) nothing but the Host and Origin tell a local MCP client from
      // a web page that rebound its DNS name to this machine: only localhost may come in then.
      const rebound = request.viaApiKey
        ? undefined
        : (hostHeaderValidationResponse(webRequest, localhostAllowedHostnames()) ??
          originValidationResponse(webRequest, localhostAllowedOrigins()))
      const response =
        rebound ??
        (await handler.fetch(webRequest, {
          parsedBody: request.body,
          authInfo: { token: 'tenant-key', clientId: tenant.id, scopes: [], extra: { caller } },
        }))
      return sendWebResponse(reply, response)
    },
  })
}

/** Sends a web-standard Response (the MCP handler's) through Fastify, streaming its body. */
function sendWebResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.code(response.status)
  response.headers.forEach((value, name) => {
    reply.header(name, value)
  })
  if (!response.body) return reply.send()
  return reply.send(Readable.fromWeb(response.body as never))
}
