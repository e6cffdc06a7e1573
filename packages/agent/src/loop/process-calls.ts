import { evaluateGuardrails } from '../guardrails/evaluate-guardrails.ts'
import type { Tool } from '../tools/define-tool.ts'
import { parseArgumentsText, validateArguments } from '../tools/parse-tool-arguments.ts'
import { mergeGenerators } from '../util/merge-generators.ts'
import type { WireEvent } from '../wire/events.ts'
import { approvalHash } from './approval.ts'
import { executeTool } from './execute-tool.ts'
import type { PendingCall } from './pending-call.ts'
import type { RunContext } from './runtime.ts'
import type { ModelToolCall } from './stream-step.ts'
import { failedOutcome, type ToolOutcome, toolResultEvent } from './tool-outcome.ts'

/** What a step's calls came to: outcomes by call id, calls parked for input, and each call's arguments. */
export interface CallsResult {
  outcomes: Map<string, ToolOutcome>
  parked: PendingCall[]
  args: Map<string, unknown>
}

/**
 * Resolves and runs a step's calls. By default strictly in order, so each call sees the effects of the
 * one before (seed 001 §4.5); with `parallelToolGroups`, calls of different tool groups run concurrently
 * while calls within one group keep their order.
 */
export async function* processCalls<State>(
  context: RunContext<State>,
  calls: readonly ModelToolCall[],
): AsyncGenerator<WireEvent, CallsResult> {
  const result: CallsResult = { outcomes: new Map(), parked: [], args: new Map() }
  const { runtime } = context
  if (!runtime.parallelToolGroups) {
    for (const call of calls) yield* processCall(context, call, result)
    return result
  }
  const groups = new Map<string, ModelToolCall[]>()
  for (const call of calls) {
    const group = runtime.registry.get(call.name)?.group ?? ''
    groups.set(group, [...(groups.get(group) ?? []), call])
  }
  async function* inOrder(group: ModelToolCall[]): AsyncGenerator<WireEvent, void> {
    for (const call of group) yield* processCall(context, call, result)
  }
  // One group (a step's usual single call) is simply in order: merging one generator only adds a race and
  // a promise per event (about 1 % of a cockpit dialog request's CPU, issue 40).
  if (groups.size === 1) yield* inOrder(calls as ModelToolCall[])
  else yield* mergeGenerators([...groups.values()].map(inOrder))
  return result
}

async function* processCall<State>(
  context: RunContext<State>,
  call: ModelToolCall,
  result: CallsResult,
): AsyncGenerator<WireEvent, void> {
  const { runtime, step } = context
  const tool = runtime.registry.get(call.name)
  const parsed = parseArgumentsText(call.inputText)
  result.args.set(call.id, parsed.ok ? parsed.args : call.inputText)
  yield {
    type: 'tool_call',
    step,
    callId: call.id,
    name: call.name,
    args: result.args.get(call.id),
    kind: tool?.kind ?? 'server',
    ...(call.metadata ? { metadata: call.metadata } : {}),
  }
  if (context.signal.aborted) return
  const ref = { callId: call.id, name: call.name }
  let failure: ToolOutcome | undefined
  if (!tool) {
    const available = runtime.registry.names().join(', ') || 'none'
    failure = failedOutcome(
      ref,
      'error',
      'unknown_tool',
      `there is no tool named "${call.name}"; available tools: ${available}`,
    )
  } else if (!parsed.ok) {
    failure = failedOutcome(ref, 'error', 'invalid_arguments', parsed.error)
  } else {
    const valid = validateArguments(tool.parameters, parsed.args)
    if (!valid.ok) failure = failedOutcome(ref, 'error', 'invalid_arguments', valid.error)
    else {
      result.args.set(call.id, valid.args)
      yield* decideAndRun(context, tool, ref, valid.args, [], result)
      return
    }
  }
  result.outcomes.set(call.id, failure)
  yield toolResultEvent(step, failure)
}

/**
 * Asks the guardrails about a validated call against live state, then blocks it, parks it for
 * confirmation (or for the client), or runs it. Also used when a confirmed call resumes.
 */
export async function* decideAndRun<State>(
  context: RunContext<State>,
  tool: Tool,
  ref: { callId: string; name: string },
  args: unknown,
  confirmedRuleIds: readonly string[],
  result: CallsResult,
  step = context.step,
): AsyncGenerator<WireEvent, void> {
  const { runtime, signal } = context
  const state = await context.readState()
  const decision = evaluateGuardrails(runtime.guardrails, { name: ref.name, args }, state, {
    destructive: tool.destructive && runtime.confirmDestructive,
    destructiveMessage: tool.destructive ? confirmQuestion(tool, args, state) : undefined,
    confirmed: new Set(confirmedRuleIds),
  })
  const ruleIds = decision.matches.map((match) => match.ruleId)
  if (decision.action === 'block') {
    const block = decision.matches[0]!
    const outcome = failedOutcome(ref, 'blocked', 'blocked_by_safety_rule', block.message, {
      decision: 'block',
      ruleIds,
    })
    result.outcomes.set(ref.callId, outcome)
    yield toolResultEvent(step, outcome)
    return
  }
  if (decision.action === 'confirm') {
    const asking = decision.matches.filter((match) => match.action === 'confirm')
    const pending: PendingCall = {
      ...ref,
      args,
      step,
      reason: 'confirm',
      ruleIds: asking.map((match) => match.ruleId),
      message: asking.map((match) => match.message).join(' '),
      confirmedRuleIds: [...confirmedRuleIds],
      createdAt: Date.now(),
      expiresAt: Date.now() + runtime.approvalTtlMs,
      argsHash: await approvalHash({ name: ref.name, args }),
    }
    result.parked.push(pending)
    yield {
      type: 'confirm_required',
      step,
      callId: ref.callId,
      name: ref.name,
      args,
      ruleIds: pending.ruleIds,
      message: pending.message,
      expiresAt: pending.expiresAt,
      argsHash: pending.argsHash,
    }
    return
  }
  for (const match of decision.matches) {
    yield { type: 'warning', step, callId: ref.callId, ruleId: match.ruleId, message: match.message }
  }
  if (tool.kind === 'client') {
    result.parked.push({
      ...ref,
      args,
      step,
      reason: 'client',
      ruleIds,
      message: `waiting for the client to run ${ref.name}`,
      confirmedRuleIds: [...confirmedRuleIds],
      createdAt: Date.now(),
    })
    return
  }
  const started = performance.now()
  const ran = await executeTool(tool, args, { callId: ref.callId, signal, state, scope: context.scope })
  const durationMs = Math.round((performance.now() - started) * 100) / 100
  const outcome: ToolOutcome = { ...ref, ...ran, decision: decision.action, ruleIds, durationMs }
  result.outcomes.set(ref.callId, outcome)
  yield toolResultEvent(step, outcome)
}

/** The tool's own question for a destructive call; a question that cannot be written falls back to the default. */
function confirmQuestion(tool: Tool, args: unknown, state: unknown): string | undefined {
  try {
    return tool.confirmMessage?.(args, state)
  } catch {
    return undefined
  }
}
