import type { FastifyRequest } from 'fastify'
import { ApiError } from '../errors/api-error.ts'

/** The header a tenant's app names its signed-in user with. */
export const USER_HEADER = 'x-user-id'

const USER_ID = /^[\p{L}\p{N}_.@:-]{1,128}$/u

/**
 * The user a request acts for, given the user it claims (a header or a body field). A key bound to a user
 * (`mindwire keys create --user <id>`) decides alone: no claim means its user, a claim of another user is
 * a 403, so a person's key cannot reach another person's cart or checkpoints. A tenant key takes the
 * claim as the tenant app's word: that app authenticated its user, the server authenticated the app.
 */
export function actingUserId(
  request: FastifyRequest,
  claimed: string | null | undefined,
): string | undefined {
  const bound = request.keyScope?.userId ?? undefined
  if (claimed === undefined || claimed === null) return bound
  if (bound !== undefined && claimed !== bound)
    throw new ApiError(403, 'forbidden', 'this key acts for one user only; it cannot name another')
  return claimed
}

/**
 * The user a request names in `x-user-id`, trimmed (or its key's user, see actingUserId); undefined
 * without either, a 400 when the header is not 1–128 letters, digits or _.@:-.
 */
export function userIdFromHeader(request: FastifyRequest): string | undefined {
  const header = request.headers[USER_HEADER]
  const value = Array.isArray(header) ? header[0] : header
  if (value === undefined) return actingUserId(request, undefined)
  const id = value.trim()
  if (!USER_ID.test(id))
    throw new ApiError(400, 'invalid_request', `${USER_HEADER} must be 1–128 letters, digits or _.@:-`)
  return actingUserId(request, id)
}
