import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { redactUrl } from '../auth/redact-url.ts'
import { ApiError } from './api-error.ts'
import { publicError } from './public-error.ts'

/**
 * Renders every failure as `{ error: { code, message } }` with the right status. Validation issues list
 * their paths; anything else is logged under an error id and reported as `internal` with that id only.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error) ?? publicError(error, request.log, { url: redactUrl(request.url) })
    if (apiError.headers) reply.headers(apiError.headers)
    return reply.code(apiError.statusCode).send(apiError.body())
  })
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(new ApiError(404, 'not_found', `no route ${request.method} ${redactUrl(request.url)}`).body()),
  )
}

/** The typed client error a failure maps to; undefined for failures that are not the client's fault. */
function toApiError(error: FastifyError): ApiError | undefined {
  if (error instanceof ApiError) return error
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: `${issue.instancePath.replace(/^\//, '').replaceAll('/', '.')}`,
      message: issue.message,
    }))
    const summary = issues.map(
      (issue) => `${error.validationContext}${issue.path ? `.${issue.path}` : ''}: ${issue.message}`,
    )
    return new ApiError(400, 'invalid_request', summary.join('; '), { details: issues })
  }
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    (error instanceof SyntaxError && error.statusCode === 400)
  ) {
    return new ApiError(400, 'invalid_json', `the body is not valid JSON: ${error.message}`)
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new ApiError(413, 'payload_too_large', error.message)
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return new ApiError(415, 'invalid_request', error.message)
  if (error.statusCode === 429) return new ApiError(429, 'rate_limited', error.message)
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError(error.statusCode, 'invalid_request', error.message)
  }
  return undefined
}
