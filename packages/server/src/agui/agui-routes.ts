import { EventType, type RunAgentInput } from '@ag-ui/core'
import { type Decision, toolJsonSchema } from '@mindwire/agent'
import type { SessionRecord, Tenant } from '@mindwire/store'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { tenantOf } from '../auth/authenticate.ts'
import { actingUserId } from '../auth/user-header.ts'
import { acceptClientState } from '../domains/client-state.ts'
import type { ServerDomain } from '../domains/server-domain.ts'
import { ApiError } from '../errors/api-error.ts'
import { reserveQuota } from '../limits/quota.ts'
import { firstTurnSession, sessionToCreate } from '../routes/create-session.ts'
import { findSession } from '../runs/find-session.ts'
import type { LiveRun } from '../runs/live-run.ts'
import { startRun, turnCommitted } from '../runs/start-run.ts'
import { TurnLedger } from '../runs/turn-ledger.ts'
import { errorBody } from '../schemas/api-schemas.ts'
import type { ServerContext } from '../server-context.ts'
import { SseWriter } from '../sse/sse-writer.ts'
import {
  newUserText,
  parseRunAgentInput,
  resumeDecision,
  threadSessionId,
  toolResultDecisions,
} from './agui-input.ts'
import { aguiMessages } from './agui-messages.ts'
import { acceptedClientState, namesBinding, readSessionState, stateWithBinding } from './agui-state.ts'
import { AguiSubscriber } from './agui-subscriber.ts'
import { jsonPatchDiff } from './json-patch-diff.ts'

/** The AG-UI protocol version this endpoint speaks. */
export const AGUI_PROTOCOL_VERSION = '1.0'

/**
 * POST /api/agui/:app — AG-UI 1.0 over the run engine: RunAgentInput in, the AG-UI event stream out.
 * One adapter, no second loop: the thread is a session of the tenant, the run starts as a chat message,
 * an answered interrupt or a frontend tool's result would start it natively, with the same quotas,
 * guardrails and confirmations; the server's state and history are sent as snapshots and stay the truth.
 */
export function aguiRoutes(app: FastifyInstance, context: ServerContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/agui/:app',
    {
      schema: {
        tags: ['agui'],
        summary: 'Run a copilot as an AG-UI 1.0 agent (RunAgentInput in, AG-UI events as SSE out)',
        params: z.object({ app: z.string().min(1).max(64) }),
        body: z.looseObject({}),
        response: { '4xx': errorBody, '5xx': errorBody },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request)
      const input = parseRunAgentInput(request.body)
      const appId = request.params.app
      const hosted = context.domains.domainFor(appId)
      checkFrontendTools(hosted, appId, input)
      const state = stateWithBinding(input.state, input.forwardedProps, hosted.bindingKeys)
      const sessionId = threadSessionId(tenant.id, input.threadId)
      const existing = await findSession(context, tenant.id, sessionId)
      if (existing && context.domains.domainFor(existing.app) !== hosted)
        throw new ApiError(409, 'conflict', `thread ${input.threadId} belongs to the ${existing.app} app`)
      const quota = await reserveQuota(context, tenant, existing?.app ?? appId)
      const turn = new TurnLedger()
      let created: SessionRecord | undefined
      let live: LiveRun
      let before: unknown
      try {
        const userId = actingUserId(request, undefined)
        if (!existing) {
          const initial = acceptedClientState(state, undefined)
          if (!namesBinding(initial, hosted.bindingKeys))
            throw new ApiError(
              400,
              'invalid_request',
              `a new ${appId} thread needs ${hosted.bindingKeys!.join(', ')}, in state or in forwardedProps`,
            )
          const create = await sessionToCreate(context, tenant, { app: appId, userId, state: initial })
          created = await firstTurnSession(context, { ...create, id: sessionId }, turn)
        }
        const session = created ?? (await withClientState(context, hosted, tenant, existing!, state))
        before = await readSessionState(context, hosted, session)
        let decisions: Decision[] = []
        let text: string | undefined
        live = await startRun(context, {
          tenant,
          session,
          quota,
          turn,
          fresh: !existing,
          precheck: async (agent) => {
            decisions = [
              ...(input.resume ?? []).map(resumeDecision),
              ...toolResultDecisions(input.messages, agent.pending),
            ]
            text = newUserText(input, (id) => id.startsWith(`${sessionId}:`))
            if (decisions.length > 0 && text !== undefined)
              throw new ApiError(
                409,
                'no_pending_call',
                'answer the waiting interrupts and tool calls first, or send the new message alone (it cancels them)',
              )
            if (decisions.length === 0 && text === undefined)
              throw new ApiError(
                400,
                'invalid_request',
                'nothing to run: the last message is not a new user message, and no interrupt or tool call is answered',
              )
            if (decisions.length > 0) await agent.checkDecisions(decisions)
          },
          continuesTurn: () => decisions.length > 0,
          begin: (agent, scope) =>
            decisions.length > 0 ? agent.decide(decisions, { scope }) : agent.send(text!, { scope }),
        })
      } catch (error) {
        await quota.release()
        if (created) await context.store.sessions.delete(tenant.id, created.id)
        throw error
      }
      return stream(context, request.receivedAt, reply, live, { hosted, tenant, input, before })
    },
  )
}

function stream(
  context: ServerContext,
  receivedAt: number,
  reply: FastifyReply,
  live: LiveRun,
  run: { hosted: ServerDomain; tenant: Tenant; input: RunAgentInput; before: unknown },
): undefined {
  const { hosted, tenant, input, before } = run
  reply.hijack()
  const writer = new SseWriter(reply.raw, context.config.sseHeartbeatMs, {
    ...(reply.getHeaders() as Record<string, string>),
    'x-session-id': live.sessionId,
    'x-run-id': live.runId,
  })
  const { threadId, runId } = input
  // Queued, not written: they leave with the first token in one write (or at the end of this turn of the
  // event loop when the run has no token by then), as the native stream's first write is its first token.
  writer.queue(undefined, {
    type: EventType.RUN_STARTED,
    threadId,
    runId,
    protocolVersion: AGUI_PROTOCOL_VERSION,
  })
  writer.queue(undefined, { type: EventType.STATE_SNAPSHOT, snapshot: before ?? null })
  const subscriber = new AguiSubscriber(writer, {
    threadId,
    runId,
    committed: turnCommitted(live),
    // Looked up only when a run ends waiting for an approval, not on every run's way to its first token.
    argsSchema: (name) => {
      const tool = context.domains.tools(hosted).find((candidate) => candidate.name === name)
      return tool ? (toolJsonSchema(tool.parameters) as Record<string, unknown>) : undefined
    },
    onFirstText: () => {
      const ms = performance.now() - receivedAt
      context.metrics.timeToFirstToken.observe(ms / 1000)
      context.onTimeToFirstToken?.(ms)
    },
    after: async () => {
      const session = await findSession(context, tenant.id, live.sessionId)
      const [after, resumed] = await Promise.all([
        session ? readSessionState(context, hosted, session) : before,
        context.store.turns.resume(live.sessionId),
      ])
      const delta = jsonPatchDiff(before ?? null, after ?? null)
      const snapshot = resumed.checkpoint?.snapshot
      return [
        ...(delta.length > 0 ? [{ type: EventType.STATE_DELTA, delta } as const] : []),
        {
          type: EventType.MESSAGES_SNAPSHOT,
          messages: aguiMessages(live.sessionId, snapshot?.offset ?? 0, snapshot?.messages ?? []),
        } as const,
      ]
    },
  })
  reply.raw.on('close', () => {
    subscriber.close()
    live.unsubscribe(subscriber)
  })
  live.subscribe(subscriber, live.firstSeq - 1)
  return undefined
}

/** Frontend tools map onto the app's client tools by name; one the app does not have is refused, not ignored. */
function checkFrontendTools(hosted: ServerDomain, appId: string, input: RunAgentInput): void {
  // Most runs bring no frontend tools: no set of the app's client tools is built on their way to the first token.
  if (!input.tools?.length) return
  const client = new Set(
    hosted.domain.tools.filter((tool) => tool.kind === 'client').map((tool) => tool.name),
  )
  const unknown = (input.tools ?? []).map((tool) => tool.name).filter((name) => !client.has(name))
  if (unknown.length > 0)
    throw new ApiError(
      400,
      'invalid_request',
      `the ${appId} app has no client tool ${unknown.join(', ')}; its client tools: ${[...client].join(', ') || 'none'}`,
    )
}

/** The session with the client's state, when the client sent one that is not the server's own echoed back. */
async function withClientState(
  context: ServerContext,
  hosted: ServerDomain,
  tenant: Tenant,
  session: SessionRecord,
  clientState: unknown,
): Promise<SessionRecord> {
  const server = await readSessionState(context, hosted, session)
  const snapshot = acceptedClientState(clientState, server, hosted.stateAuthority)
  if (snapshot === undefined) return session
  const state = await acceptClientState(context, hosted, tenant, snapshot, session.state)
  return (await context.store.sessions.update(tenant.id, session.id, { state: state as never })) ?? session
}
