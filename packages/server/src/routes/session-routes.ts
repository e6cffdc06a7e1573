import type { Decision } from '@mindwire/agent'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { tenantOf } from '../auth/authenticate.ts'
import { actingUserId } from '../auth/user-header.ts'
import { ApiError, notFound } from '../errors/api-error.ts'
import { cancelRun } from '../runs/cancel-run.ts'
import { findSession } from '../runs/find-session.ts'
import { type RunResponse, respondWithRun, wantsStream } from '../runs/respond-with-run.ts'
import { controlsForRun } from '../runs/session-controls.ts'
import { startRun } from '../runs/start-run.ts'
import {
  cancelResponse,
  confirmBody,
  createSessionBody,
  errorBody,
  runResponseSchema,
  SSE_DESCRIPTION,
  sessionDetail,
  sessionIdParams,
  sessionSummary,
  toolResultBody,
} from '../schemas/api-schemas.ts'
import type { ServerContext } from '../server-context.ts'
import { createSession } from './create-session.ts'
import { afterQuery, eventCursor } from './event-cursor.ts'
import { replayEvents } from './replay-events.ts'
import { sessionDetailOf, sessionSummaryOf } from './session-view.ts'

const errors = { '4xx': errorBody, '5xx': errorBody }

/** Sessions: create, read, list, delete, answer waiting calls, resume events. */
export function sessionRoutes(app: FastifyInstance, context: ServerContext): void {
  const { store } = context
  const api = app.withTypeProvider<ZodTypeProvider>()

  async function ownSession(request: FastifyRequest, id: string) {
    const session = await findSession(context, tenantOf(request).id, id)
    if (!session) throw notFound(`session ${id}`)
    return session
  }

  api.post(
    '/api/ai/sessions',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Create a session',
        body: createSessionBody,
        response: { 201: sessionSummary, ...errors },
      },
    },
    async (request, reply) => {
      const userId = actingUserId(request, request.body.userId)
      const session = await createSession(context, tenantOf(request), { ...request.body, userId })
      return reply.code(201).send(sessionSummaryOf(session))
    },
  )

  api.get(
    '/api/ai/sessions',
    {
      schema: {
        tags: ['sessions'],
        summary: 'List sessions',
        querystring: z.object({
          app: z.string().optional(),
          userId: z.string().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ sessions: z.array(sessionSummary) }), ...errors },
      },
    },
    async (request) => {
      const sessions = await store.sessions.list(tenantOf(request).id, request.query)
      return { sessions: sessions.map(sessionSummaryOf) }
    },
  )

  api.get(
    '/api/ai/sessions/:id',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Read a session with its history',
        params: sessionIdParams,
        response: { 200: sessionDetail, ...errors },
      },
    },
    async (request) => sessionDetailOf(store, await ownSession(request, request.params.id)),
  )

  api.delete(
    '/api/ai/sessions/:id',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Delete a session and erase its history',
        params: sessionIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request)
      const session = await ownSession(request, request.params.id)
      const live = context.runs.get(session.id)
      if (live) {
        live.abort('the session was deleted')
        await live.result
      }
      await store.sessions.delete(tenant.id, session.id)
      await store.audit.record({
        tenantId: tenant.id,
        userId: session.userId,
        action: 'session_delete',
        model: null,
        tokens: 0,
        detail: { sessionId: session.id },
      })
      return reply.code(204).send(null)
    },
  )

  /**
   * Answers a waiting call and continues the run (confirmation or client tool result). The answer is
   * checked against the waiting call before the run starts: a wrong one is refused and changes nothing.
   */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    decisions: readonly Decision[],
    stream: boolean | undefined,
  ): Promise<RunResponse | undefined> {
    const tenant = tenantOf(request)
    const session = await ownSession(request, id)
    const reason = 'output' in decisions[0]! ? 'client' : 'confirm'
    const live = await startRun(context, {
      tenant,
      session,
      // The run goes on with the session's kept controls, as the message that started it did.
      controls: controlsForRun(undefined, session.controls),
      precheck: async (agent) => {
        for (const decision of decisions) {
          const call = agent.pending.find((pending) => pending.callId === decision.callId)
          if (!call || call.reason !== reason) {
            const what = reason === 'confirm' ? 'confirmation' : 'client result'
            throw new ApiError(
              409,
              'no_pending_call',
              `no call ${decision.callId} is waiting for a ${what} in session ${id}`,
            )
          }
        }
        // Every answer is checked before any is applied: one wrong answer refuses them all.
        await agent.checkDecisions(decisions)
      },
      continuesTurn: () => true,
      begin: (agent, scope) => agent.decide(decisions, { scope }),
    })
    return respondWithRun(context, request, reply, live, wantsStream(request, stream))
  }

  api.post(
    '/api/ai/sessions/:id/confirm',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Accept or decline a call that waits for confirmation',
        description: SSE_DESCRIPTION,
        params: sessionIdParams,
        body: confirmBody,
        response: { 200: runResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      const { callId, callIds = [], accepted, args, argsHash, stream } = request.body
      const others = [...new Set(callIds)].filter((other) => other !== callId)
      // Edited arguments and their hash belong to one call: several at once take the calls as asked.
      if (others.length > 0 && (args !== undefined || argsHash !== undefined))
        throw new ApiError(
          400,
          'invalid_request',
          'callIds answers calls as they were asked: send args alone',
        )
      const decisions: Decision[] = [
        { callId, accepted, args, argsHash },
        ...others.map((other) => ({ callId: other, accepted })),
      ]
      return answer(request, reply, request.params.id, decisions, stream)
    },
  )

  api.post(
    '/api/ai/sessions/:id/tool-results',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Hand in the result of a client-side tool',
        description: SSE_DESCRIPTION,
        params: sessionIdParams,
        body: toolResultBody,
        response: { 200: runResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      const { callId, output, isError, stream } = request.body
      return answer(request, reply, request.params.id, [{ callId, output: output as never, isError }], stream)
    },
  )

  api.post(
    '/api/ai/sessions/:id/cancel',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Stop the session’s run now (Stop): tools see the abort, nothing further runs',
        description:
          'Answers once the run has ended and its turn is stored. Disconnecting does not cancel: it only ' +
          'detaches, and the run can be resumed with Last-Event-ID.',
        params: sessionIdParams,
        response: { 200: cancelResponse, ...errors },
      },
    },
    async (request) => {
      const tenant = tenantOf(request)
      const session = await ownSession(request, request.params.id)
      const outcome = await cancelRun(context, session.id, 'cancel')
      if (outcome.status === 'cancelled')
        await store.audit.record({
          tenantId: tenant.id,
          userId: session.userId,
          action: 'run_cancel',
          model: null,
          tokens: 0,
          detail: { sessionId: session.id, runId: outcome.runId },
        })
      return { sessionId: session.id, ...outcome }
    },
  )

  api.get(
    '/api/ai/sessions/:id/events',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Resume a session’s event stream after Last-Event-ID (or ?after=)',
        description:
          'Replays stored events after the given id, then follows the live run if one is in progress.',
        params: sessionIdParams,
        querystring: z.object({ after: afterQuery }),
      },
    },
    async (request, reply) => {
      const session = await ownSession(request, request.params.id)
      const after = eventCursor(request.headers['last-event-id'], request.query.after)
      return replayEvents(context, reply, session.id, after)
    },
  )
}
