import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { tenantOf } from '../auth/authenticate.ts'
import { prepareDirectCall, runDirectCall } from '../domains/direct-tool-call.ts'
import { ApiError } from '../errors/api-error.ts'
import { errorBody, executeToolBody, toolEffect } from '../schemas/api-schemas.ts'
import type { ServerContext } from '../server-context.ts'

/**
 * POST /api/ai/tools/execute: an app runs one of its domain's server-side tools directly, without a model.
 * Arguments are validated and safety rules apply exactly as in a run; confirmable calls are refused here
 * because there is nobody to ask.
 */
export function toolRoutes(app: FastifyInstance, context: ServerContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/ai/tools/execute',
    {
      schema: {
        tags: ['tools'],
        summary: 'Execute a server-side tool',
        body: executeToolBody,
        response: {
          200: z.object({
            name: z.string(),
            output: z.unknown(),
            warnings: z.array(z.string()),
            effect: toolEffect,
          }),
          '4xx': errorBody,
          '5xx': errorBody,
        },
      },
    },
    async (request) => {
      const tenant = tenantOf(request)
      const { app: appId, name, args, sessionId } = request.body
      const call = await prepareDirectCall(context, tenant, { appId, name, args, sessionId })
      const { decision } = call
      if (decision.action === 'block')
        throw new ApiError(403, 'blocked', decision.matches[0]!.message, { details: decision.matches })
      if (decision.action === 'confirm') {
        throw new ApiError(
          409,
          'confirmation_required',
          decision.matches
            .filter((m) => m.action === 'confirm')
            .map((m) => m.message)
            .join(' '),
          { details: decision.matches },
        )
      }
      return { name, ...(await runDirectCall(context, tenant, call, 'direct')) }
    },
  )
}
