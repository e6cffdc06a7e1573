import type { JSONValue } from '@ai-sdk/provider'
import { AgentError } from '../errors.ts'
import type { Message, UserMessage } from '../messages/message.ts'
import type { WireEvent } from '../wire/events.ts'
import { commitStep } from './commit-step.ts'
import { type CallsResult, decideAndRun } from './process-calls.ts'
import type { RunContext } from './runtime.ts'
import { failedOutcome, type ToolOutcome, toolMessage, toolResultEvent } from './tool-outcome.ts'

/** What starts a run: a new user message, answers for waiting calls, or a plain resume after a crash. */
export type RunInput =
  | { kind: 'user'; message: UserMessage }
  | { kind: 'decisions'; decisions: readonly Decision[] }
  | { kind: 'resume' }

/** The person's answer to a confirmation, or the client's result for a client tool. */
export type Decision =
  | { callId: string; accepted: boolean }
  | { callId: string; output: JSONValue; isError?: boolean }

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
  const answered = decisions.map((decision) => {
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
    return { call, decision }
  })
  const result: CallsResult = { outcomes: new Map(), parked: [], args: new Map() }
  for (const { call, decision } of answered) {
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
    } else {
      // Rules are asked again against today's state: what was safe when asked may not be now.
      const tool = runtime.registry.get(call.name)!
      const confirmed = [...call.confirmedRuleIds, ...call.ruleIds]
      yield* decideAndRun(context, tool, call, call.args, confirmed, result, call.step)
    }
  }
  const messages: Message[] = [...result.outcomes.values()].map(toolMessage)
  commitStep(context, messages, result.parked)
  return session.pending.length === 0
}
