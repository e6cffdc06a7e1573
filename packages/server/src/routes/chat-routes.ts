import type { SessionRecord, Tenant } from '@mindwire/store'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { tenantOf } from '../auth/authenticate.ts'
import { actingUserId } from '../auth/user-header.ts'
import { createContentFilter } from '../content-filter/content-filter.ts'
import { screenMessage } from '../content-filter/screen-message.ts'
import { acceptClientState } from '../domains/client-state.ts'
import { notFound } from '../errors/api-error.ts'
import { reserveQuota } from '../limits/quota.ts'
import { findSession } from '../runs/find-session.ts'
import type { LiveRun } from '../runs/live-run.ts'
import { respondWithRun, wantsStream } from '../runs/respond-with-run.ts'
import { changesKeptControls, controlsForRun } from '../runs/session-controls.ts'
import { startRun } from '../runs/start-run.ts'
import { TurnLedger } from '../runs/turn-ledger.ts'
import { chatBody, errorBody, runResponseSchema, SSE_DESCRIPTION } from '../schemas/api-schemas.ts'
import type { ServerContext } from '../server-context.ts'
import { firstTurnSession, sessionToCreate } from './create-session.ts'
import { assertMessageSize } from './message-size.ts'

/** POST /api/ai/chat: one user message, answered as SSE or JSON (seed 000 §5). */
export function chatRoutes(app: FastifyInstance, context: ServerContext): void {
  // Seed 000 §7's filter; MINDWIRE_CONTENT_FILTER names another list file (read once, at start).
  const filter = createContentFilter(process.env.MINDWIRE_CONTENT_FILTER || undefined)
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
      const existing = body.sessionId ? await findSession(context, tenant.id, body.sessionId) : undefined
      if (body.sessionId && !existing) throw notFound(`session ${body.sessionId}`)
      if (context.domains.domainFor(existing?.app ?? body.app!).contentFilter)
        await screenMessage(filter, context, tenant, actingUserId(request, body.userId) ?? null, body.message)
      // Reserved before anything is written: a refused request leaves no session behind.
      const quota = await reserveQuota(context, tenant, existing?.app ?? body.app!)
      const turn = new TurnLedger()
      let created: SessionRecord | undefined
      let live: LiveRun
      try {
        if (!existing) {
          const create = await sessionToCreate(context, tenant, {
            ...body,
            app: body.app!,
            userId: actingUserId(request, body.userId),
          })
          // A session whose first message sets controls is stored with them at once (not with its first
          // turn), so they are kept even if that turn never commits.
          created = body.options
            ? await context.store.sessions.create({ ...create, controls: body.options })
            : await firstTurnSession(context, create, turn)
        }
        const session = created ?? (await withClientState(context, tenant, existing!, body.state))
        live = await startRun(context, {
          tenant,
          session,
          quota,
          turn,
          fresh: !existing,
          controls: controlsForRun(body.options, session.controls),
          begin: (agent, scope) => agent.send(body.message, { scope }),
        })
        // Kept only once the run accepted them (a model not offered was refused above, nothing changed).
        if (existing && changesKeptControls(body.options, existing.controls))
          await context.store.sessions
            .update(tenant.id, existing.id, { controls: body.options })
            .catch((error: unknown) =>
              context.log.error(
                { err: error, sessionId: existing.id },
                'could not keep the session controls',
              ),
            )
      } catch (error) {
        await quota.release()
        // A session this request created but could not run on is not left behind.
        if (created) await context.store.sessions.delete(tenant.id, created.id)
        throw error
      }
      return respondWithRun(context, request, reply, live, wantsStream(request, body.stream))
    },
  )
}

/** The session with the client's latest state snapshot, as far as its app takes one. */
async function withClientState(
  context: ServerContext,
  tenant: Tenant,
  session: SessionRecord,
  snapshot: unknown,
): Promise<SessionRecord> {
  if (snapshot === undefined) return session
  const hosted = context.domains.domainFor(session.app)
  const state = await acceptClientState(context, hosted, tenant, snapshot, session.state)
  return (await context.store.sessions.update(tenant.id, session.id, { state: state as never })) ?? session
}
