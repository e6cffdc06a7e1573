import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { tenantOf } from '../auth/authenticate.ts'
import { notFound } from '../errors/api-error.ts'
import { assertWithinQuota } from '../limits/quota.ts'
import { respondWithRun, wantsStream } from '../runs/respond-with-run.ts'
import { startRun } from '../runs/start-run.ts'
import { chatBody, errorBody, runResponseSchema, SSE_DESCRIPTION } from '../schemas/api-schemas.ts'
import type { ServerContext } from '../server-context.ts'
import { createSession } from './create-session.ts'
import { assertMessageSize } from './message-size.ts'

/** POST /api/ai/chat: one user message, answered as SSE or JSON (seed 000 §5). */
export function chatRoutes(app: FastifyInstance, context: ServerContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/ai/chat',
    {
      schema: {
        tags: ['chat'],
        summary: 'Send a message; stream the reply',
        description: SSE_DESCRIPTION,
        body: chatBody,
        response: { 200: runResponseSchema, '4xx': errorBody, '5xx': errorBody },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request)
      const body = request.body
      assertMessageSize(body.message, context.config.maxMessageChars)
      await assertWithinQuota(context.store, tenant)
      let session = body.sessionId
        ? await context.store.sessions.get(tenant.id, body.sessionId)
        : await createSession(context, tenant, {
            app: body.app!,
            title: body.title,
            userId: body.userId,
            state: body.state,
          })
      if (!session) throw notFound(`session ${body.sessionId}`)
      if (body.sessionId && body.state !== undefined) {
        session =
          (await context.store.sessions.update(tenant.id, session.id, { state: body.state as never })) ??
          session
      }
      const live = await startRun(context, {
        tenant,
        session,
        fresh: !body.sessionId,
        begin: (agent, scope) => agent.send(body.message, { scope }),
      })
      return respondWithRun(context, request, reply, live, wantsStream(request, body.stream))
    },
  )
}
