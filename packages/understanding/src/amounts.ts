import { hasTag, isFiller, type Tag, type Token, tagOf } from './tags.ts'
import type { Amount, Degree, Direction, Quantity } from './types.ts'

/** Words that open a range whose far end an upper limit gives (from 20 up to 40, 从二十最多到四十). */
const RANGE_OPENERS = new Set(['from', '从'])

/** Amounts of one clause, and the count said with a classifier (两瓶, three packs). */
export interface ClauseAmounts {
  amounts: Amount[]
  count?: number
}

/**
 * Reads every amount in a clause. A number is relative when a direction word governs it (cut 6 dB,
 * 降低20赫兹, an octave lower) and absolute when a marker says so (set to, 调到) or nothing does;
 * a bound word makes it a limit (两千以内, under 500). `used` holds tokens other readers took.
 */
export function readAmounts(tokens: readonly Token[], used: Set<Token>): ClauseAmounts {
  const amounts: Amount[] = []
  let count: number | undefined
  const directionUsed = new Set<Token>()
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    if (used.has(token)) continue
    const quantity = quantityAt(tokens, i, used)
    if (!quantity) continue
    const { q, end } = quantity
    let last = end
    const separator = tokens[end + 1]
    // between 20 and 40: after "between", "and" separates the two ends; from 20 up to 40: after "from",
    // an upper limit does.
    const opener = tokens[i - 1]?.text
    const between =
      (opener === 'between' && hasTag(separator, 'conjunction')) ||
      (RANGE_OPENERS.has(opener ?? '') && tagOf(separator, 'bound')?.bound === 'max')
    const high =
      hasTag(separator, 'rangeSeparator') || between ? quantityAt(tokens, end + 2, used) : undefined
    if (high && (between || !hasTag(tokens[i - 1], 'absoluteMarker', 'direction'))) {
      const from = between ? i - 1 : i
      const low = q.unit || !high.q.unit ? q : withUnitOf(q, high.q)
      const top = high.q.unit || !q.unit ? high.q : withUnitOf(high.q, q)
      last = high.end
      amounts.push({ kind: 'range', low, high: top, ...span(tokens, from, last) })
      markUsed(tokens, from, last, used)
      continue
    }
    if (q.dimension === 'count') count = q.value
    const before = meaningfulBefore(tokens, i, used)
    const after = meaningfulAfter(tokens, end, used)
    const bound = tagOf(before, 'bound') ?? tagOf(after, 'bound')
    const governing = governingDirection(tokens, i, used)
    const trailing = directionOf(after)
    if (bound) {
      const boundToken = tagOf(before, 'bound') ? before! : after!
      const from = Math.min(tokens.indexOf(boundToken), i)
      last = Math.max(tokens.indexOf(boundToken), end)
      amounts.push({ kind: 'absolute', bound: bound.bound, ...q, ...span(tokens, from, last) })
      markUsed(tokens, from, last, used)
    } else if (governing) {
      directionUsed.add(governing.token)
      const from = tokens.indexOf(governing.token)
      amounts.push({ kind: 'relative', direction: governing.direction, by: q, ...span(tokens, from, end) })
      markUsed(tokens, i, end, used)
    } else if (trailing) {
      directionUsed.add(after!)
      last = tokens.indexOf(after!)
      amounts.push({ kind: 'relative', direction: trailing, by: q, ...span(tokens, i, last) })
      markUsed(tokens, i, last, used)
    } else {
      // 提高到 800, raise it to 800: the direction before an absolute marker only says which way.
      const marker = hasTag(before, 'absoluteMarker') ? tokens.indexOf(before!) : -1
      const lead = marker > 0 ? meaningfulBefore(tokens, marker, used) : undefined
      if (lead && directionOf(lead)) directionUsed.add(lead)
      amounts.push({ kind: 'absolute', ...q, ...span(tokens, i, end) })
      markUsed(tokens, i, end, used)
    }
    i = last
  }
  amounts.push(...bareChanges(tokens, used, directionUsed))
  return count === undefined ? { amounts } : { amounts, count }
}

/** A number with the unit after it (220 hz, 两个八度, 3瓶), or a unit said with "a/an" (an octave). */
function quantityAt(
  tokens: readonly Token[],
  i: number,
  used: Set<Token>,
): { q: Quantity; end: number } | undefined {
  const token = tokens[i]
  if (!token || used.has(token)) return undefined
  const number = tagOf(token, 'number')
  const ownUnit = tagOf(token, 'unit')
  if (!number) {
    // An octave lower: a unit with no number is one of it, when a change is said around it.
    if (!ownUnit || ownUnit.dimension === 'count' || ownUnit.dimension === 'temperature') return undefined
    const near =
      hasTag(tokens[i - 1], 'direction') ||
      hasTag(tokens[i + 1], 'direction') ||
      /^(a|an)$/.test(tokens[i - 1]?.text ?? '')
    return near ? { q: quantity(1, ownUnit), end: i } : undefined
  }
  if (hasTag(token, 'unit', 'ordinal', 'factor')) return undefined
  let end = i
  let unit = tagOf(tokens[i + 1], 'unit')
  // 两个八度: the classifier before a real unit is only grammar.
  if (
    unit?.dimension === 'count' &&
    tagOf(tokens[i + 2], 'unit') &&
    tokens[i + 2]!.start === tokens[i + 1]!.end
  ) {
    unit = tagOf(tokens[i + 2], 'unit')
    end = i + 2
  } else if (unit && !unit.leading) end = i + 1
  else {
    // 百分之二十: a unit said before its number.
    const before = tagOf(tokens[i - 1], 'unit')
    unit = before?.leading && !used.has(tokens[i - 1]!) ? before : undefined
  }
  return { q: quantity(number.value, unit), end }
}

function quantity(value: number, unit: Extract<Tag, { type: 'unit' }> | undefined): Quantity {
  if (!unit) return { value, base: value }
  return { value, unit: unit.id, dimension: unit.dimension, base: value * unit.factor }
}

function withUnitOf(q: Quantity, other: Quantity): Quantity {
  const factor = other.value === 0 ? 1 : other.base / other.value
  return { value: q.value, unit: other.unit, dimension: other.dimension, base: q.value * factor }
}

/** The nearest direction word before a number with no absolute marker between (降低高频 20 Hz). */
function governingDirection(
  tokens: readonly Token[],
  i: number,
  used: Set<Token>,
): { token: Token; direction: Direction } | undefined {
  for (let j = i - 1; j >= 0; j--) {
    const token = tokens[j]!
    if (hasTag(token, 'absoluteMarker') && !hasTag(token, 'relativeMarker')) return undefined
    if (used.has(token)) continue
    const direction = directionOf(token)
    if (direction) return { token, direction }
  }
  return undefined
}

function directionOf(token: Token | undefined): Direction | undefined {
  if (!token) return undefined
  const generic = tagOf(token, 'direction')
  if (generic) return generic.direction
  for (const tag of token.tags) if (tag.type === 'mention' && tag.direction) return tag.direction
  return undefined
}

/** Changes said without a number: double it, a bit more, louder. */
function bareChanges(tokens: readonly Token[], used: Set<Token>, directionUsed: Set<Token>): Amount[] {
  const changes: Amount[] = []
  const degreeToken = tokens.find((token) => hasTag(token, 'degree') && !used.has(token))
  const degree: Degree | undefined = tagOf(degreeToken, 'degree')?.degree
  for (const token of tokens) {
    if (used.has(token) || directionUsed.has(token)) continue
    const factor = tagOf(token, 'factor')
    if (factor) {
      const direction: Direction = factor.value >= 1 ? 'up' : 'down'
      changes.push({
        kind: 'relative',
        direction,
        factor: factor.value,
        text: token.text,
        start: token.start,
        end: token.end,
      })
      continue
    }
    const generic = tagOf(token, 'direction')
    if (generic?.needsNumber) continue
    const direction = directionOf(token)
    if (!direction) continue
    changes.push({
      kind: 'relative',
      direction,
      ...(degree ? { degree } : {}),
      text: token.text,
      start: token.start,
      end: token.end,
    })
  }
  return changes
}

function meaningfulBefore(tokens: readonly Token[], i: number, used: Set<Token>): Token | undefined {
  for (let j = i - 1; j >= 0; j--) if (!isFiller(tokens[j]!) && !used.has(tokens[j]!)) return tokens[j]
  return undefined
}

function meaningfulAfter(tokens: readonly Token[], i: number, used: Set<Token>): Token | undefined {
  for (let j = i + 1; j < tokens.length; j++)
    if (!isFiller(tokens[j]!) && !used.has(tokens[j]!)) return tokens[j]
  return undefined
}

function span(
  tokens: readonly Token[],
  from: number,
  to: number,
): { text: string; start: number; end: number } {
  const start = tokens[from]!.start
  const end = tokens[to]!.end
  return {
    text: tokens
      .slice(from, to + 1)
      .map((token) => token.text)
      .join(' '),
    start,
    end,
  }
}

function markUsed(tokens: readonly Token[], from: number, to: number, used: Set<Token>): void {
  for (let j = from; j <= to; j++) used.add(tokens[j]!)
}
