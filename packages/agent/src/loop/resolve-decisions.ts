import type { JSONValue } from '@ai-sdk/provider'
import { AgentError } from '../errors.ts'
import type { Tool } from '../tools/define-tool.ts'
import { validateArguments } from '../tools/parse-tool-arguments.ts'
import type { ToolRegistry } from '../tools/tool-registry.ts'
import { approvalHash } from './approval.ts'
import type { PendingCall } from './pending-call.ts'

/**
 * The person's answer to a confirmation, or the client's result for a client tool. An acceptance may carry
 * `args`: the person approved these edited arguments instead (validated, and asked about again by any rule
 * they did not already see). `argsHash` binds the answer to the exact call it was given for.
 */
export type Decision =
  | { callId: string; accepted: boolean; args?: unknown; argsHash?: string }
  | { callId: string; output: JSONValue; isError?: boolean }

/** A decision matched to the call it answers, with the arguments an acceptance would run with. */
export interface ResolvedDecision {
  call: PendingCall
  decision: Decision
  args: unknown
}

/**
 * Matches every decision to a waiting call and checks it, before any is applied: an answer for no waiting
 * call, of the wrong kind, for other arguments (hash) or with edited arguments that do not validate throws,
 * and nothing changes. A host calls it too, to refuse a bad answer before it starts a run.
 */
export async function resolveDecisions(
  registry: ToolRegistry,
  session: { id: string; pending: readonly PendingCall[] },
  decisions: readonly Decision[],
): Promise<ResolvedDecision[]> {
  const resolved = decisions.map((decision) => {
    const call = session.pending.find((pending) => pending.callId === decision.callId)
    if (!call)
      throw new AgentError(
        'no_pending_call',
        `no call ${decision.callId} is waiting in session ${session.id}`,
      )
    const expectsOutput = call.reason === 'client'
    if (expectsOutput !== 'output' in decision) {
      const wanted = expectsOutput ? 'a client result' : 'a confirmation'
      throw new AgentError('no_pending_call', `call ${call.callId} (${call.name}) waits for ${wanted}`)
    }
    return { call, decision, args: editedArgs(registry.get(call.name), call, decision) }
  })
  for (const { call, decision } of resolved)
    if (
      'argsHash' in decision &&
      decision.argsHash !== undefined &&
      (call.argsHash ?? (await approvalHash(call))) !== decision.argsHash
    )
      throw new AgentError(
        'approval_mismatch',
        `the answer for call ${call.callId} (${call.name}) was given for other arguments; ask again`,
      )
  return resolved
}

/** The arguments an acceptance runs with: the call's own, or the person's edit once it validates. */
function editedArgs(tool: Tool | undefined, call: PendingCall, decision: Decision): unknown {
  if (!('accepted' in decision) || decision.args === undefined) return call.args
  if (!decision.accepted)
    throw new AgentError('invalid_decision', `call ${call.callId}: a declined call takes no edited arguments`)
  if (!tool) throw new AgentError('no_pending_call', `call ${call.callId} names an unknown tool ${call.name}`)
  const valid = validateArguments(tool.parameters, decision.args)
  if (!valid.ok)
    throw new AgentError(
      'invalid_decision',
      `the edited arguments for ${call.name} are not valid: ${valid.error}`,
    )
  return valid.args
}
