import { evaluateGuardrails, validateArguments } from '@mindwire/agent'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { tenantOf } from '../auth/authenticate.ts'
import { snapshotStateHolder } from '../domains/snapshot-state-holder.ts'
import { ApiError, notFound } from '../errors/api-error.ts'
import { findSession } from '../runs/find-session.ts'
import { errorBody, executeToolBody } from '../schemas/api-schemas.ts'
import type { ServerContext } from '../server-context.ts'

/**
 * POST /api/ai/tools/execute: an app runs one of its domain's server-side tools directly, without a model.
 * Arguments are validated and safety rules apply exactly as in a run; confirmable calls are refused here
 * because there is nobody to ask.
 */
export function toolRoutes(app: FastifyInstance, context: ServerContext): void {
  const { store } = context
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/ai/tools/execute',
    {
      schema: {
        tags: ['tools'],
        summary: 'Execute a server-side tool',
        body: executeToolBody,
        response: {
          200: z.object({ name: z.string(), output: z.unknown(), warnings: z.array(z.string()) }),
          '4xx': errorBody,
          '5xx': errorBody,
        },
      },
    },
    async (request) => {
      const tenant = tenantOf(request)
      const { app: appId, name, args, sessionId } = request.body
      const hosted = context.domains.domainFor(appId)
      const tool = hosted.domain.tools.find((candidate) => candidate.name === name)
      if (!tool) throw new ApiError(404, 'not_found', `the ${appId} app has no tool "${name}"`)
      if (tool.kind !== 'server' || !tool.execute)
        throw new ApiError(400, 'not_a_server_tool', `${name} runs on the client, not on the server`)
      const valid = validateArguments(tool.parameters, args)
      if (!valid.ok) throw new ApiError(400, 'invalid_request', valid.error)
      const session = sessionId ? await findSession(context, tenant.id, sessionId) : undefined
      if (sessionId && !session) throw notFound(`session ${sessionId}`)
      if (session && session.app !== appId && context.domains.domainFor(session.app) !== hosted)
        throw new ApiError(400, 'invalid_request', `session ${sessionId} belongs to another app`)
      // An app whose live state the server keeps (the cockpit's vehicles) acts only on a session's state.
      if (!session && hosted.state)
        throw new ApiError(
          400,
          'invalid_request',
          `the ${appId} app's tools act on a session: give sessionId`,
        )
      const holder = session
        ? hosted.state
          ? await hosted.state(session, context)
          : snapshotStateHolder(store, session, hosted.domain)
        : { source: () => hosted.domain.initialState?.() ?? null, afterRun: async () => {} }
      const state = await holder.source()
      const decision = evaluateGuardrails(hosted.domain.guardrails ?? [], { name, args: valid.args }, state, {
        destructive: tool.destructive,
      })
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
      const output = await tool.execute(valid.args, {
        callId: `direct-${Date.now()}`,
        signal: AbortSignal.timeout(60_000),
        state,
        scope: { tenantId: tenant.id, sessionId: session?.id, userId: session?.userId ?? null },
      })
      await holder.afterRun()
      await store.audit.record({
        tenantId: tenant.id,
        userId: session?.userId ?? null,
        action: 'tool_execute',
        model: null,
        tokens: 0,
        detail: { app: appId, name, sessionId: sessionId ?? null },
      })
      return { name, output: output ?? null, warnings: decision.matches.map((m) => m.message) }
    },
  )
}
