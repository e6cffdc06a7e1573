import type { Amount, Clause, Mention } from '@mindwire/understanding'
import { ENTITY_CATEGORY, KIND_CATEGORY, namesSeries } from './shop-understanding.ts'
import vocabulary from './shop-vocabulary.json' with { type: 'json' }

const ADDED = new Set(vocabulary.addedWords)

/** Whether a clause says an add as done (加了, 加过, added): asked about, it is a question about the cart. */
export function saysAdded(clause: Clause): boolean {
  return clause.mentions.some((m) => m.id === 'add' && ADDED.has(m.text.toLowerCase()))
}

const CATEGORY = 'category:'
const KIND = 'kind:'
const ATTRIBUTE = 'attr:'

/** The actions a clause says (add, remove, search, …), in the order said. */
export const actionsOf = (clause: Clause): string[] =>
  clause.mentions.filter((m) => m.kind === 'action').map((m) => m.id)

/** Whether a clause says a mention of this id (or id prefix, ending in ':'). */
export function says(clause: Clause, id: string): boolean {
  return clause.mentions.some((m) => (id.endsWith(':') ? m.id.startsWith(id) : m.id === id))
}

/** The value after a prefix of the first mention with it (sort:rating → rating). */
export function saidValue(clause: Clause, prefix: string): string | undefined {
  return clause.mentions.find((m) => m.id.startsWith(prefix))?.id.slice(prefix.length)
}

/** Mentions that name a product: a brand or series, a kind (空气炸锅), a category (手机). */
export function productMentions(clause: Clause): Mention[] {
  return clause.mentions.filter(
    (m) => m.kind === 'entity' || m.id.startsWith(CATEGORY) || m.id.startsWith(KIND),
  )
}

/** The category a mention implies: its own, a kind's, or a catalogue series'. */
export function categoryOfMention(m: Mention): string | undefined {
  if (m.id.startsWith(CATEGORY)) return m.id.slice(CATEGORY.length)
  if (m.id.startsWith(KIND)) return KIND_CATEGORY.get(m.id.slice(KIND.length))
  return m.kind === 'entity' ? ENTITY_CATEGORY.get(m.id) : undefined
}

/**
 * The category of a clause: the one the last category or kind word says (the head noun: 运动耳机 is an
 * earphone), else the one every product named agrees on.
 */
export function categoryOf(clause: Clause): string | undefined {
  // English puts what something is for after it: "a charger for my iPhone" is a charger.
  const purpose = /\bfor\b/i.exec(clause.text)
  const named = clause.mentions.filter((m) => m.id.startsWith(CATEGORY) || m.id.startsWith(KIND))
  const head = purpose ? named.filter((m) => m.end - clause.start <= purpose.index) : []
  const said = (head.length > 0 ? head : named).at(-1)
  if (said) return categoryOfMention(said)
  const implied = new Set(clause.mentions.flatMap((m) => (m.kind === 'entity' ? [categoryOfMention(m)] : [])))
  return implied.size === 1 ? [...implied][0] : undefined
}

/**
 * The words a search for this clause looks for: names as the shopper wrote them (`said`, the request before
 * folding: the catalogue's word splitting reads AirPods and airpods differently), kinds and features as the
 * catalogue writes them.
 */
export function searchWordsOf(clause: Clause, said: string): string[] {
  const words = clause.mentions.flatMap((m) => {
    if (m.kind === 'entity') return [withModel(clause, m, said)]
    if (m.id.startsWith(KIND)) return [m.id.slice(KIND.length)]
    if (m.id.startsWith(ATTRIBUTE)) return [m.id.slice(ATTRIBUTE.length)]
    // A category word that is also a series' name (airpods, ipad) names those products.
    return m.id.startsWith(CATEGORY) && namesSeries(m.text) ? [said.slice(m.start, m.end)] : []
  })
  return [...new Set(words)]
}

/** A brand said with a bare number right after it (小米14, iphone 15) names that model. */
function withModel(clause: Clause, m: Mention, said: string): string {
  const model = clause.amounts.find((a) => modelAfter(a, m))
  return said.slice(m.start, model ? model.end : m.end)
}

/** Words no vocabulary knows that this clause holds, as the shopper wrote them. */
export function unknownIn(clause: Clause, unknown: readonly string[], said: string): string[] {
  return unknown.flatMap((word) => {
    const at = clause.text.indexOf(word)
    return at < 0 ? [] : [said.slice(clause.start + at, clause.start + at + word.length)]
  })
}

const modelAfter = (a: Amount, m: Mention) =>
  m.kind === 'entity' &&
  a.kind === 'absolute' &&
  !a.unit &&
  !a.bound &&
  a.start >= m.end &&
  a.start <= m.end + 1

/** Whether an amount is a model number said after a name rather than a count or a price. */
const isModel = (clause: Clause, a: Amount) => clause.mentions.some((m) => modelAfter(a, m))

/** A price: money, or a bare number with a bound (under 500); a bare number alone may be a model (iPhone 15). */
export function isPrice(amount: Amount): boolean {
  if (amount.kind === 'relative') return false
  const dimension =
    amount.kind === 'range' ? (amount.low.dimension ?? amount.high.dimension) : amount.dimension
  if (dimension === 'money') return true
  if (dimension !== undefined) return false
  return amount.kind === 'range' || amount.bound !== undefined
}

/** How many: the count said with a classifier (两盒), else "2 more", else a bare whole number (add 2 of it). */
export function quantityOf(clause: Clause): number | undefined {
  if (clause.count !== undefined) return clause.count
  for (const a of clause.amounts) {
    if (isModel(clause, a)) continue
    const value =
      a.kind === 'relative' && a.direction === 'up'
        ? a.by?.value
        : a.kind === 'absolute' && !a.unit && !a.bound
          ? a.value
          : undefined
    if (value !== undefined && Number.isInteger(value) && value > 0 && value < 100) return value
  }
  return undefined
}

/** "少要两箱", "two fewer": by how many a line goes down; undefined when the clause says no decrease. */
export function decreaseOf(clause: Clause): number | undefined {
  const down = clause.amounts.find((a) => a.kind === 'relative' && a.direction === 'down')
  if (down?.kind !== 'relative') return undefined
  const by = down.by?.value ?? clause.count ?? 1
  return Number.isInteger(by) && by > 0 ? by : undefined
}
