import { ApiError, type ServerContext, USER_HEADER, userIdFromHeader } from '@mindwire/server'
import type { FastifyRequest } from 'fastify'

export { USER_HEADER }

/**
 * Whose checkpoints a request touches: the `x-user-id` header, else the user of the session it names.
 * The tenant is authenticated by its API key; the user id is the tenant app's word, as for chat sessions.
 * No user is a 400: checkpoints are never shared by accident between the people of a tenant.
 */
export async function userOf(
  request: FastifyRequest,
  context: ServerContext,
  tenantId: string,
  sessionId: string | undefined,
): Promise<string> {
  const id = userIdFromHeader(request)
  if (id !== undefined) return id
  if (sessionId) {
    const session = await context.store.sessions.get(tenantId, sessionId)
    if (!session) throw new ApiError(404, 'not_found', `session ${sessionId} not found`)
    if (session.userId) return session.userId
  }
  throw new ApiError(
    400,
    'invalid_request',
    `say whose checkpoints these are: send the ${USER_HEADER} header, or a session that has a userId`,
  )
}
