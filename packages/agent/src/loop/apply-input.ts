import type { Message, UserMessage } from '../messages/message.ts'
import type { WireEvent } from '../wire/events.ts'
import { approvalExpired } from './approval.ts'
import { commitStep } from './commit-step.ts'
import { type CallsResult, decideAndRun } from './process-calls.ts'
import { type Decision, resolveDecisions } from './resolve-decisions.ts'
import type { RunContext } from './runtime.ts'
import { failedOutcome, type ToolOutcome, toolMessage, toolResultEvent } from './tool-outcome.ts'

/** What starts a run: a new user message, answers for waiting calls, or a plain resume after a crash. */
export type RunInput =
  | { kind: 'user'; message: UserMessage }
  | { kind: 'decisions'; decisions: readonly Decision[] }
  | { kind: 'resume' }

export type { Decision }

/**
 * Commits the run's input and says whether the model must be called next. A new user message cancels
 * calls still waiting (the person moved on); decisions run or refuse the calls they answer. Every
 * decision is checked before any is applied, so a bad one changes nothing.
 */
export async function* applyInput<State>(
  context: RunContext<State>,
  input: RunInput,
): AsyncGenerator<WireEvent, boolean> {
  const { session } = context
  switch (input.kind) {
    case 'user': {
      const cancelled = session.pending.map((call) =>
        failedOutcome(
          call,
          'cancelled',
          'cancelled',
          'the person moved on without confirming; this call did not run',
        ),
      )
      for (const outcome of cancelled) yield toolResultEvent(0, outcome)
      session.pending = []
      commitStep(context, [...cancelled.map(toolMessage), input.message])
      return true
    }
    case 'resume': {
      const last = session.messages.at(-1)
      return session.pending.length === 0 && (last?.role === 'user' || last?.role === 'tool')
    }
    case 'decisions':
      return yield* applyDecisions(context, input.decisions)
  }
}

async function* applyDecisions<State>(
  context: RunContext<State>,
  decisions: readonly Decision[],
): AsyncGenerator<WireEvent, boolean> {
  const { session, runtime } = context
  const answered = await resolveDecisions(runtime.registry, session, decisions)
  const result: CallsResult = { outcomes: new Map(), parked: [], args: new Map() }
  for (const { call, decision, args } of answered) {
    session.pending = session.pending.filter((pending) => pending !== call)
    if ('output' in decision) {
      const outcome: ToolOutcome = {
        callId: call.callId,
        name: call.name,
        status: decision.isError ? 'error' : 'ok',
        decision: 'allow',
        output: decision.output,
        ruleIds: [],
      }
      result.outcomes.set(call.callId, outcome)
      yield toolResultEvent(call.step, outcome)
    } else if (!decision.accepted) {
      const outcome = failedOutcome(
        call,
        'rejected',
        'rejected_by_user',
        'the person declined; this call did not run',
        {
          decision: 'confirm',
          ruleIds: call.ruleIds,
        },
      )
      result.outcomes.set(call.callId, outcome)
      yield toolResultEvent(call.step, outcome)
    } else if (approvalExpired(call)) {
      const outcome = failedOutcome(
        call,
        'cancelled',
        'approval_expired',
        'the confirmation came after it expired; this call did not run. Ask the person again if it is still wanted',
        { decision: 'confirm', ruleIds: call.ruleIds },
      )
      result.outcomes.set(call.callId, outcome)
      yield toolResultEvent(call.step, outcome)
    } else {
      // Rules are asked again against today's state: what was safe when asked may not be now.
      const tool = runtime.registry.get(call.name)!
      const confirmed = [...call.confirmedRuleIds, ...call.ruleIds]
      yield* decideAndRun(context, tool, call, args, confirmed, result, call.step)
    }
  }
  const messages: Message[] = [...result.outcomes.values()].map(toolMessage)
  commitStep(context, messages, result.parked)
  return session.pending.length === 0
}
