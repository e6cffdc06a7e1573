import { approvalHash } from '@mindwire/agent'
import type { Tenant } from '@mindwire/store'
import {
  acceptedContent,
  type CallToolResult,
  type InputRequiredResult,
  inputRequired,
  type McpRequestContext,
  McpServer,
} from '@modelcontextprotocol/server'
import { z } from 'zod'
import { type DirectCall, prepareDirectCall, runDirectCall } from '../domains/direct-tool-call.ts'
import { ApiError } from '../errors/api-error.ts'
import type { ServerContext } from '../server-context.ts'

/** Who an MCP request acts for, handed to the server factory through the handler's `authInfo`. */
export interface McpCaller {
  tenant: Tenant
  appId: string
  sessionId?: string
}

const confirmation = z.object({ confirm: z.boolean().describe('true: run it; false: do not') })

/**
 * One MCP server instance for one request (the stateless handler makes one per request, for 2025 and
 * 2026 clients alike): the app's server tools, each call validated and asked about by the app's safety
 * rules against the session's live state, exactly as POST /api/ai/tools/execute. A call a person must
 * confirm is asked for with an `input_required` elicitation bound to the hash of its exact arguments
 * (2026 clients); a 2025 client, which a stateless server cannot ask, is told so and nothing runs.
 */
export function mcpToolServer(
  context: ServerContext,
  caller: McpCaller,
  era: McpRequestContext['era'],
): McpServer {
  const hosted = context.domains.domainFor(caller.appId)
  const server = new McpServer({ name: `mindwire-${caller.appId}`, version: '1.0.0' })
  for (const tool of hosted.domain.tools) {
    if (tool.kind !== 'server' || !tool.execute) continue
    server.registerTool(
      tool.name,
      {
        description: tool.description,
        inputSchema: tool.parameters as z.ZodObject,
        annotations: { destructiveHint: tool.destructive === true },
      },
      async (args: unknown, ctx: { mcpReq: { inputResponses?: Record<string, unknown> } }) =>
        callTool(context, caller, era, { name: tool.name, args }, ctx.mcpReq.inputResponses),
    )
  }
  return server
}

async function callTool(
  context: ServerContext,
  caller: McpCaller,
  era: McpRequestContext['era'],
  request: { name: string; args: unknown },
  responses: Record<string, unknown> | undefined,
): Promise<CallToolResult | InputRequiredResult> {
  const target = { appId: caller.appId, sessionId: caller.sessionId, ...request }
  let call: DirectCall
  try {
    call = await prepareDirectCall(context, caller.tenant, target)
    if (call.decision.action === 'confirm') {
      const asked = call.decision.matches.filter((match) => match.action === 'confirm')
      // The answer's key names the exact call: a "yes" given for other arguments is not found under it.
      const key = `confirm-${(await approvalHash({ name: request.name, args: call.args })).slice(0, 32)}`
      const answer = acceptedContent(responses, key, confirmation)
      if (answer?.confirm !== true) {
        if (answer?.confirm === false || responses?.[key] !== undefined)
          return refused('The person declined; nothing ran.')
        if (era === 'legacy')
          return refused(
            `${asked.map((m) => m.message).join(' ')} This call needs a person's confirmation, which this server asks for with the 2026-07-28 protocol; nothing ran.`,
          )
        return inputRequired({
          inputRequests: {
            [key]: inputRequired.elicit({
              message: asked.map((m) => m.message).join(' '),
              requestedSchema: confirmation,
            }),
          },
        })
      }
      // Asked again against today's state, with the rules the person accepted: what was safe may not be now.
      call = await prepareDirectCall(
        context,
        caller.tenant,
        target,
        asked.map((m) => m.ruleId),
      )
    }
    if (call.decision.action === 'block') return refused(call.decision.matches[0]!.message)
    if (call.decision.action === 'confirm') return refused('The rules ask again; nothing ran.')
    const { output, warnings } = await runDirectCall(context, caller.tenant, call, 'mcp')
    return {
      content: [{ type: 'text', text: JSON.stringify(output) }],
      ...(output && typeof output === 'object' && !Array.isArray(output)
        ? { structuredContent: output as Record<string, unknown> }
        : {}),
      ...(warnings.length > 0 ? { _meta: { 'mindwire/warnings': warnings } } : {}),
    }
  } catch (error) {
    if (error instanceof ApiError) return refused(error.message)
    throw error
  }
}

function refused(text: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text }] }
}
