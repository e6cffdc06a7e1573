import { compactHistory, withSummary } from '../context/compact-history.ts'
import { MaxStepsExceededError, toAgentError } from '../errors.ts'
import type { AssistantMessage, Message, ToolMessage } from '../messages/message.ts'
import { toModelPrompt } from '../messages/to-model-prompt.ts'
import { addUsage, emptyUsage } from '../messages/usage.ts'
import type { RunFinishReason, WireEvent } from '../wire/events.ts'
import type { RunResult } from '../wire/run-handle.ts'
import { applyInput, type RunInput } from './apply-input.ts'
import { assertCheckpointsHealthy, checkpointsSaved, commitStep } from './commit-step.ts'
import { processCalls } from './process-calls.ts'
import type { ReplyAfterCalls, RunContext } from './runtime.ts'
import { type StepOutput, streamStep } from './stream-step.ts'
import { failedOutcome, toolMessage } from './tool-outcome.ts'

/**
 * One run: apply the input, then step until the model answers without tools, calls wait for input, or a
 * limit is hit. Each step: prepare (compaction) → call the model → resolve calls (guardrails) → execute →
 * commit. Exactly one of `done`, `interrupted` or `error` ends the event stream.
 */
export async function* runLoop<State>(
  context: RunContext<State>,
  input: RunInput,
): AsyncGenerator<WireEvent, RunResult> {
  const { session } = context
  try {
    const needsModel = yield* applyInput(context, input)
    let finishReason: RunFinishReason
    if (needsModel) finishReason = yield* steps(context)
    else finishReason = session.pending.length > 0 ? 'awaiting_input' : 'stop'
    await checkpointsSaved(context)
    const pending = [...session.pending]
    yield { type: 'done', finishReason, text: context.lastText, usage: context.usage, pending }
    return result(context, finishReason === 'awaiting_input' ? 'awaiting_input' : 'completed', finishReason)
  } catch (thrown) {
    // Whatever ends the run, what it committed is on disk before it reports the end.
    await context.saving
    if (context.signal.aborted) {
      const reason = context.signal.reason
      yield {
        type: 'interrupted',
        step: context.step,
        reason: reason instanceof Error ? reason.message : String(reason),
      }
      return result(context, 'interrupted')
    }
    const error = toAgentError(thrown)
    yield { type: 'error', step: context.step, error: error.toJSON() }
    return { ...result(context, 'failed'), error }
  } finally {
    session.busy = false
  }
}

async function* steps<State>(context: RunContext<State>): AsyncGenerator<WireEvent, RunFinishReason> {
  const { runtime, session } = context
  let noToolSteps = 0
  // The domain's own reply to the calls of the step before, when its engine made them (see ReplyAfterCalls).
  let composed: StepOutput | undefined
  for (;;) {
    assertCheckpointsHealthy(context)
    if (context.step >= runtime.maxSteps) throw new MaxStepsExceededError(runtime.maxSteps)
    const step = ++context.step
    yield { type: 'step_begin', step }
    let output: StepOutput
    if (composed) {
      output = composed
      composed = undefined
      if (output.text) yield { type: 'text_delta', step, delta: output.text }
      // As a model step would end: a run stopped while its events were delivered stops here.
      context.signal.throwIfAborted()
    } else {
      const system = runtime.system(await context.readState())
      if (runtime.context) yield* compactIfNeeded(context, system)
      const prompt = toModelPrompt(withSummary(system, session.summary), session.messages)
      output = yield* streamStep(context, prompt)
    }
    context.usage = addUsage(context.usage, output.usage)
    context.lastText = output.text

    if (output.toolCalls.length === 0) {
      commitStep(context, [assistantMessage(context.runId, output)], [], output.usage)
      yield* endStep(context, output)
      noToolSteps++
      const nudge = runtime.continueWhen?.({
        step,
        text: output.text,
        toolCalls: 0,
        finishReason: output.finishReason,
      })
      if (!nudge)
        return output.finishReason === 'length' || output.finishReason === 'content-filter'
          ? output.finishReason
          : 'stop'
      if (noToolSteps >= runtime.maxNoToolSteps) return 'no_tool_limit'
      commitStep(context, [{ role: 'user', content: nudge, nudge: true }])
      continue
    }

    noToolSteps = 0
    const calls = yield* processCalls(context, output.toolCalls)
    const parkedIds = new Set(calls.parked.map((call) => call.callId))
    const messages: Message[] = [
      assistantMessage(
        context.runId,
        output,
        output.toolCalls.map((call) => ({ id: call.id, name: call.name, args: calls.args.get(call.id) })),
      ),
    ]
    for (const call of output.toolCalls) {
      const outcome = calls.outcomes.get(call.id)
      if (outcome) messages.push(toolMessage(outcome))
      else if (!parkedIds.has(call.id)) {
        // Aborted before this call ran: record that, so history never holds a call without its result.
        messages.push(
          toolMessage(
            failedOutcome(
              { callId: call.id, name: call.name },
              'interrupted',
              'interrupted',
              'the run was aborted before this call ran',
            ),
          ),
        )
      }
    }
    commitStep(context, messages, calls.parked, output.usage)
    yield* endStep(context, output)
    context.signal.throwIfAborted()
    if (calls.parked.length > 0) return 'awaiting_input'
    composed = composedReply(runtime.replyAfterCalls, messages.slice(1) as ToolMessage[], output.modelId)
  }
}

async function* compactIfNeeded<State>(
  context: RunContext<State>,
  system: string,
): AsyncGenerator<WireEvent, void> {
  const { runtime, session, step } = context
  const compacted = await compactHistory({
    system,
    summary: session.summary,
    history: session.messages,
    policy: runtime.context!,
    model: runtime.model,
    signal: context.signal,
  })
  if (!compacted) return
  session.messages = compacted.history
  session.offset += compacted.removedMessages
  session.summary = compacted.summary
  if (compacted.warning) yield { type: 'warning', step, message: compacted.warning }
  yield {
    type: 'compacted',
    step,
    removedMessages: compacted.removedMessages,
    tokensBefore: compacted.tokensBefore,
    tokensAfter: compacted.tokensAfter,
  }
}

function* endStep<State>(context: RunContext<State>, output: StepOutput): Generator<WireEvent, void> {
  const step = context.step
  yield { type: 'usage', step, usage: output.usage, total: context.usage, model: output.modelId }
  yield { type: 'step_end', step, finishReason: output.finishReason, toolCalls: output.toolCalls.length }
}

/** The step a domain's reply after its own calls stands for: text only, no tokens, the same model's. */
function composedReply(
  replyAfterCalls: ReplyAfterCalls | undefined,
  results: readonly ToolMessage[],
  modelId: string,
): StepOutput | undefined {
  const text = replyAfterCalls?.(results)
  if (text === undefined) return undefined
  return { text, toolCalls: [], finishReason: 'stop', usage: emptyUsage(), modelId }
}

function assistantMessage(
  runId: string,
  output: StepOutput,
  toolCalls?: AssistantMessage['toolCalls'],
): AssistantMessage {
  const message: AssistantMessage = { role: 'assistant', content: output.text, usage: output.usage, runId }
  if (toolCalls) message.toolCalls = toolCalls
  return message
}

function result<State>(
  context: RunContext<State>,
  status: RunResult['status'],
  finishReason?: RunFinishReason,
): RunResult {
  return {
    runId: context.runId,
    status,
    finishReason,
    text: context.lastText,
    usage: context.usage,
    steps: context.step,
    pending: [...context.session.pending],
  }
}
