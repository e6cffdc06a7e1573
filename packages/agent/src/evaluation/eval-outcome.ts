import { replyKind } from './reply-kind.ts'

/**
 * How one evaluation case came out, the same in every copilot's eval (issue 41):
 * - `correct`: exactly what the case expects;
 * - `asked`: nothing changed and the reply is a question or a plain "cannot" (also when an action was
 *   expected: a miss, but not a wrong action);
 * - `wrong_action`: a change the case did not ask for — a wrong value, sign or target on the right parameter,
 *   part of a several-step request, or any call at all where the case expects none;
 * - `missed`: nothing changed and the reply neither asks nor declines (canned help, a wrong answer).
 */
export type EvalOutcome = 'correct' | 'asked' | 'wrong_action' | 'missed'

/** The outcome names in report order. */
export const EVAL_OUTCOMES: readonly EvalOutcome[] = ['correct', 'asked', 'wrong_action', 'missed']

/** What a domain's scorer knows about one case, in the terms every domain can state. */
export interface OutcomeFacts {
  /** The domain's own exact match (tool and arguments, the final canvas…). */
  exact: boolean
  /** The case expects no call at all (a question without a tool, chit-chat): any call is wrong. */
  expectsNoCall: boolean
  /** Whether the engine made any call, read-only ones included. */
  anyCall: boolean
  /** Whether the engine changed state (a state-changing call made, or the state differs afterwards). */
  changed: boolean
  /** Whether what changed is exactly what the case asked for (only read when `changed`). */
  changesAsked: boolean
  /** The reply the person would read. */
  reply: string
}

/** Classifies one case strictly: any change not asked for is a wrong action, whatever else was right. */
export function judgeOutcome(facts: OutcomeFacts): EvalOutcome {
  if (facts.exact) return 'correct'
  if (facts.expectsNoCall && facts.anyCall) return 'wrong_action'
  if (facts.changed && !facts.changesAsked) return 'wrong_action'
  if (!facts.changed && replyKind(facts.reply) !== 'statement') return 'asked'
  return 'missed'
}
