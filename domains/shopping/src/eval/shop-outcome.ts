import { callKinds, type EvalOutcome, judgeOutcome } from '@mindwire/agent/evaluation'
import { type CaseContext, callsMismatch, type MadeCall } from './case-matches.ts'
import readOnlyCalls from './read-only-calls.json' with { type: 'json' }
import type { ShopEvalCase } from './shop-eval-case.ts'

const kinds = callKinds(readOnlyCalls)

/**
 * A shop case in the shared outcome vocabulary. The cart changes made must be exactly the expected ones, in
 * order and with the products the placeholders name, or they are a wrong action; on a case of `expect: []`
 * any call is wrong, a product search included. A case expecting only order and cart reads is a question
 * about the shopper's state.
 */
export function shopOutcome(
  c: ShopEvalCase,
  made: readonly MadeCall[],
  context: CaseContext,
  pass: boolean,
  reply: string,
): { outcome: EvalOutcome; question: boolean } {
  const actions = made.filter((call) => kinds.changesState(call))
  const wanted = c.expect.filter((call) => kinds.changesState(call))
  return {
    outcome: judgeOutcome({
      exact: pass,
      expectsNoCall: c.expect.length === 0,
      anyCall: made.length > 0,
      changed: actions.length > 0,
      changesAsked: callsMismatch(actions, wanted, context) === undefined,
      reply,
    }),
    question: c.expect.length > 0 && c.expect.every((call) => kinds.readsState(call)),
  }
}
