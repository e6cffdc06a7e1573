import type { Clause, Mention } from '@mindwire/understanding'
import { aboutOrders } from './plan-orders.ts'
import stateQuestions from './state-questions.json' with { type: 'json' }

// The out-of-scope requests each state answers when a question names it (state-questions.json).
const ANSWERS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  stateQuestions.subjects.map((subject) => [
    subject.id,
    new Set('answersOutOfScope' in subject ? subject.answersOutOfScope : []),
  ]),
)

/** The state a question asks about: the one it names, or the orders when it asks about an order or parcel. */
export function askedState(clause: Clause): string | undefined {
  if (clause.asks) return clause.asks
  return clause.question && aboutOrders(clause) ? 'orders' : undefined
}

/**
 * Whether a request the shop cannot do in general is answered by the state its question names: when my
 * parcel arrives is that order's tracking, though the shop's shipping times are not something it can say.
 */
export function answeredByState(clause: Clause, mention: Mention): boolean {
  const state = askedState(clause)
  return state !== undefined && ANSWERS.get(state)?.has(mention.id) === true
}
