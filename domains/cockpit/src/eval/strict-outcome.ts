import { callKinds, type JudgedCase, judgeOutcome } from '@mindwire/agent/evaluation'
import { callsMatch } from './call-matches.ts'
import type { CaseResult } from './eval-case.ts'
import readOnlyCalls from './read-only-calls.json' with { type: 'json' }
import { judgeCase } from './score-cases.ts'

const kinds = callKinds(readOnlyCalls)

/**
 * A cockpit case in the shared outcome vocabulary: exact is the right calls with the right parameters;
 * any proposed state-changing call set that is not exactly the expected one is a wrong action (the strict
 * count looks at what the engine proposed, before a safety rule could stop it); a case of `calls: []`
 * is wrong on any call. A case expecting only status queries is a question about the car's state.
 */
export function strictCase(result: CaseResult): JudgedCase {
  const expected = result.case.expect.calls
  const made = result.predicted.calls
  const verdict = judgeCase(result)
  const exact = verdict.intent && verdict.params
  const actions = made.filter((call) => kinds.changesState({ name: call.name, args: call.params }))
  const wanted = expected.filter((call) => kinds.changesState({ name: call.name, args: call.params }))
  return {
    outcome: judgeOutcome({
      exact,
      expectsNoCall: expected.length === 0,
      anyCall: made.length > 0,
      changed: actions.length > 0,
      changesAsked: callsMatch(wanted, actions),
      reply: result.predicted.reply ?? '',
    }),
    exact,
    latencyMs: result.latencyMs,
    confidence: result.predicted.confidence,
    question:
      expected.length > 0 &&
      expected.every((call) => kinds.readsState({ name: call.name, args: call.params })),
  }
}
