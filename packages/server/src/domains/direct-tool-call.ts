import {
  evaluateGuardrails,
  type GuardDecision,
  judgeEffect,
  type Tool,
  type ToolEffect,
  validateArguments,
} from '@mindwire/agent'
import type { SessionRecord, Tenant } from '@mindwire/store'
import { countedStatus } from '../accounting/run-accounting.ts'
import { ApiError, notFound } from '../errors/api-error.ts'
import { findSession } from '../runs/find-session.ts'
import type { ServerContext } from '../server-context.ts'
import type { StateHolder } from './server-domain.ts'
import { snapshotStateHolder } from './snapshot-state-holder.ts'

/** A server tool call checked against live state, ready to run unless the rules block it or ask first. */
export interface DirectCall {
  appId: string
  tool: Tool
  args: unknown
  session: SessionRecord | undefined
  holder: Pick<StateHolder<unknown>, 'source' | 'afterRun'>
  state: unknown
  decision: GuardDecision
}

/**
 * Prepares one call of an app's server tool without a model (POST /api/ai/tools/execute, MCP): the tool
 * must exist and run on the server, the arguments validate, the session is the tenant's own, and the safety
 * rules are asked against that session's live state — with `confirmed` the rules a person already accepted.
 */
export async function prepareDirectCall(
  context: ServerContext,
  tenant: Tenant,
  call: { appId: string; name: string; args: unknown; sessionId?: string },
  confirmed: readonly string[] = [],
): Promise<DirectCall> {
  const { appId, name, sessionId } = call
  const hosted = context.domains.domainFor(appId)
  const tool = hosted.domain.tools.find((candidate) => candidate.name === name)
  if (!tool) throw new ApiError(404, 'not_found', `the ${appId} app has no tool "${name}"`)
  if (tool.kind !== 'server' || !tool.execute)
    throw new ApiError(400, 'not_a_server_tool', `${name} runs on the client, not on the server`)
  const valid = validateArguments(tool.parameters, call.args)
  if (!valid.ok) throw new ApiError(400, 'invalid_request', valid.error)
  const session = sessionId ? await findSession(context, tenant.id, sessionId) : undefined
  if (sessionId && !session) throw notFound(`session ${sessionId}`)
  if (session && session.app !== appId && context.domains.domainFor(session.app) !== hosted)
    throw new ApiError(400, 'invalid_request', `session ${sessionId} belongs to another app`)
  // An app whose live state the server keeps (the cockpit's vehicles) acts only on a session's state.
  if (!session && hosted.state)
    throw new ApiError(400, 'invalid_request', `the ${appId} app's tools act on a session: give sessionId`)
  const holder = session
    ? hosted.state
      ? await hosted.state(session, context)
      : snapshotStateHolder(context.store, session, hosted.domain)
    : { source: () => hosted.domain.initialState?.() ?? null, afterRun: async () => {} }
  const state = await holder.source()
  const decision = evaluateGuardrails(hosted.domain.guardrails ?? [], { name, args: valid.args }, state, {
    destructive: tool.destructive,
    confirmed: new Set(confirmed),
  })
  return { appId, tool, args: valid.args, session, holder, state, decision }
}

/** Runs a prepared call the rules allow (or warn about); stores what it changed and audits it. */
export async function runDirectCall(
  context: ServerContext,
  tenant: Tenant,
  call: DirectCall,
  via: string,
): Promise<{ output: unknown; warnings: string[]; effect: ToolEffect }> {
  const { tool, session, holder } = call
  if (call.decision.action === 'block' || call.decision.action === 'confirm')
    throw new Error(`a ${call.decision.action} call must not run`)
  const started = performance.now()
  const output = await tool.execute!(call.args, {
    callId: `${via}-${Date.now()}`,
    signal: AbortSignal.timeout(60_000),
    state: call.state,
    scope: { tenantId: tenant.id, sessionId: session?.id, userId: session?.userId ?? null },
  })
  const effect = judgeEffect(tool, output, call.args)
  context.metrics.toolCalls.inc({ tool: tool.name, status: countedStatus('ok', effect) })
  context.metrics.toolDuration.observe({ tool: tool.name }, (performance.now() - started) / 1000)
  await holder.afterRun()
  await context.store.audit.record({
    tenantId: tenant.id,
    userId: session?.userId ?? null,
    action: 'tool_execute',
    model: null,
    tokens: 0,
    detail: { app: call.appId, name: tool.name, sessionId: session?.id ?? null, via },
  })
  return { output: output ?? null, warnings: call.decision.matches.map((match) => match.message), effect }
}
