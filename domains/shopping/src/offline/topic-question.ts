import type { Clause } from '@mindwire/understanding'

/**
 * A pointer said before a question about it ("the second one you showed, how much was it", 第二个，多少钱)
 * is the question's topic, not a step of its own: said bare, it would pick the product. The two are read
 * as one question about the list shown, pointing where the topic points.
 */
export function withTopics(clauses: readonly Clause[]): Clause[] {
  const joined: Clause[] = []
  for (let i = 0; i < clauses.length; i++) {
    const clause = clauses[i]!
    const next = clauses[i + 1]
    if (next && isTopic(clause) && asksAboutIt(next)) {
      joined.push({
        ...next,
        text: `${clause.text} ${next.text}`,
        start: clause.start,
        references: clause.references,
        mentions: [...clause.mentions, ...next.mentions],
        asks: 'shown',
      })
      i++
    } else joined.push(clause)
  }
  return joined
}

/** A clause that only points at something shown: a place or an extreme, no verb, no amount, no question. */
function isTopic(clause: Clause): boolean {
  return (
    !clause.question &&
    clause.amounts.length === 0 &&
    clause.references.some((reference) => reference.kind !== 'pronoun') &&
    clause.mentions.every((mention) => mention.kind !== 'action')
  )
}

/** A question whose only pointer is "it" / 它, or none: it asks about the topic before it. */
function asksAboutIt(clause: Clause): boolean {
  return (
    clause.question &&
    clause.asks === undefined &&
    clause.mentions.every((mention) => mention.kind !== 'action') &&
    clause.references.every((reference) => reference.kind === 'pronoun')
  )
}
