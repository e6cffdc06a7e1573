import type { FastifyRequest } from 'fastify'
import { ApiError } from '../errors/api-error.ts'

/** The header a tenant's app names its signed-in user with. */
export const USER_HEADER = 'x-user-id'

const USER_ID = /^[\p{L}\p{N}_.@:-]{1,128}$/u

/**
 * The user a request names in `x-user-id`, trimmed; undefined without the header, a 400 when it is not
 * 1–128 letters, digits or _.@:-. The tenant is authenticated by its key; the user id is the tenant app's word.
 */
export function userIdFromHeader(request: FastifyRequest): string | undefined {
  const header = request.headers[USER_HEADER]
  const value = Array.isArray(header) ? header[0] : header
  if (value === undefined) return undefined
  const id = value.trim()
  if (!USER_ID.test(id))
    throw new ApiError(400, 'invalid_request', `${USER_HEADER} must be 1–128 letters, digits or _.@:-`)
  return id
}
