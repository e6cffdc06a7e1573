import { randomUUID } from 'node:crypto'
import type { SessionRecord, Tenant } from '@mindwire/store'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { tenantOf } from '../auth/authenticate.ts'
import { acceptClientState } from '../domains/client-state.ts'
import { notFound } from '../errors/api-error.ts'
import { findSession } from '../runs/find-session.ts'
import { errorBody, handoffBody, handoffDetail, sessionIdParams } from '../schemas/api-schemas.ts'
import type { ServerContext } from '../server-context.ts'

const errors = { '4xx': errorBody, '5xx': errorBody }

/**
 * Handoffs between apps (seed 000 §4.7). The context is stored as a handoff record and the deep link
 * names the record's id, never a context value: a URL is logged, shared and kept in history, and a
 * context may hold anything (a token included). The receiving app reads the record with its own key.
 */
export function handoffRoutes(app: FastifyInstance, context: ServerContext): void {
  const { store } = context
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.post(
    '/api/ai/sessions/:id/handoff',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Continue the session in another app, with its context (seed 000 §4.7)',
        description:
          'The deep link carries the session id and the id of a stored handoff record (`handoff`), never the context; the receiving app reads the context at GET /api/ai/handoffs/{id} with its key until the record expires.',
        params: sessionIdParams,
        body: handoffBody,
        response: {
          200: z.object({
            sessionId: z.string(),
            app: z.string(),
            deepLink: z.string(),
            handoffId: z.string(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const tenant = tenantOf(request)
      const session = await findSession(context, tenant.id, request.params.id)
      if (!session) throw notFound(`session ${request.params.id}`)
      const { targetApp, intent, context: handoffContext } = request.body
      const state = await handoffState(context, tenant, session, targetApp, handoffContext)
      await context.runs.reserve(session.id)?.result
      let handoffId: string
      try {
        const checkpoint = await store.checkpointer.load(session.id)
        const snapshot = checkpoint?.snapshot ?? {
          id: session.id,
          messages: [],
          pending: [],
          usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
        }
        const note = `[handoff from ${session.app} to ${targetApp}] intent: ${intent}${handoffContext ? `; context: ${JSON.stringify(handoffContext)}` : ''}`
        await store.sessions.update(tenant.id, session.id, { app: targetApp, state: state as never })
        await store.checkpointer.save({
          sessionId: session.id,
          runId: `handoff-${randomUUID()}`,
          step: 0,
          snapshot: { ...snapshot, messages: [...snapshot.messages, { role: 'user', content: note }] },
          savedAt: Date.now(),
        })
        const record = await store.handoffs.create({
          tenantId: tenant.id,
          sessionId: session.id,
          fromApp: session.app,
          toApp: targetApp,
          intent,
          context: (handoffContext ?? null) as never,
          ttlMs: context.config.handoffTtlSeconds * 1000,
        })
        handoffId = record.id
        await store.audit.record({
          tenantId: tenant.id,
          userId: session.userId,
          action: 'handoff',
          model: null,
          tokens: 0,
          detail: { sessionId: session.id, from: session.app, to: targetApp, intent, handoffId },
        })
      } finally {
        context.runs.release(session.id)
      }
      const query = new URLSearchParams({ sessionId: session.id, handoff: handoffId })
      return {
        sessionId: session.id,
        app: targetApp,
        deepLink: `xi://${targetApp}/intent/${encodeURIComponent(intent)}?${query}`,
        handoffId,
      }
    },
  )

  api.get(
    '/api/ai/handoffs/:id',
    {
      schema: {
        tags: ['sessions'],
        summary: 'The context of a handoff, for the app a deep link opened (until the record expires)',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: handoffDetail, ...errors },
      },
    },
    async (request) => {
      const record = await store.handoffs.get(tenantOf(request).id, request.params.id)
      if (!record) throw notFound(`handoff ${request.params.id}`)
      return {
        id: record.id,
        sessionId: record.sessionId,
        from: record.fromApp,
        app: record.toApp,
        intent: record.intent,
        context: (record.context ?? {}) as Record<string, unknown>,
        expiresAt: record.expiresAt.getTime(),
      }
    },
  )
}

/**
 * The state the session keeps in the target app: its own state when the target is served by the same
 * domain, else none; the handoff context joins it as far as the target app takes client state (it is in
 * the handoff note and the handoff record either way).
 */
async function handoffState(
  context: ServerContext,
  tenant: Tenant,
  session: SessionRecord,
  targetApp: string,
  handoffContext: Record<string, unknown> | undefined,
): Promise<unknown> {
  const target = context.domains.domainFor(targetApp)
  const kept = target === context.domains.domainFor(session.app) ? session.state : null
  if (!handoffContext || !target.clientState) return kept
  const snapshot = { ...(isRecord(kept) ? kept : {}), ...handoffContext }
  return acceptClientState(context, target, tenant, snapshot, kept)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
