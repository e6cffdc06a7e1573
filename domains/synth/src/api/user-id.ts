import { ApiError, type ServerContext } from '@mindwire/server'
import type { FastifyRequest } from 'fastify'

/** The header a tenant's app names its signed-in user with. */
export const USER_HEADER = 'x-user-id'

const USER_ID = /^[\p{L}\p{N}_.@:-]{1,128}$/u

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
  const header = request.headers[USER_HEADER]
  const value = Array.isArray(header) ? header[0] : header
  if (value !== undefined) {
    const id = value.trim()
    if (!USER_ID.test(id))
      throw new ApiError(400, 'invalid_request', `${USER_HEADER} must be 1–128 letters, digits or _.@:-`)
    return id
  }
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
