import { hasTag, type Token, tagOf } from './tags.ts'
import type { Amount, Candidate, ReadContext, Reference } from './types.ts'

/**
 * Finds pointers back at what was shown: 第三个 / the third / 倒数第二 / number 3 (ordinal), the cheaper
 * one (comparative), it / that one (pronoun). Tokens it reads are added to `used`.
 */
export function readReferences(tokens: readonly Token[], used: Set<Token>): Reference[] {
  const references: Reference[] = []
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    if (used.has(token)) continue
    const prefix =
      hasTag(token, 'ordinalPrefix') || hasTag(token, 'fromEndPrefix') || hasTag(token, 'numberPrefix')
    const number = tagOf(tokens[i + 1], 'number')
    if (prefix && number && Number.isInteger(number.value) && number.value > 0) {
      const end =
        hasTag(tokens[i + 2], 'classifier') && tokens[i + 2]!.start === tokens[i + 1]!.end ? i + 2 : i + 1
      const fromEnd = hasTag(token, 'fromEndPrefix')
      references.push({
        kind: 'ordinal',
        position: number.value,
        fromEnd,
        resolved: [],
        ...span(tokens, i, end),
      })
      for (let j = i; j <= end; j++) used.add(tokens[j]!)
      i = end
      continue
    }
    const ordinal = tagOf(token, 'ordinal')
    if (ordinal) {
      references.push({
        kind: 'ordinal',
        position: ordinal.position,
        fromEnd: ordinal.fromEnd,
        resolved: [],
        ...span(tokens, i, i),
      })
      used.add(token)
      continue
    }
    const comparative = tagOf(token, 'comparative')
    if (comparative) {
      references.push({
        kind: 'comparative',
        dimension: comparative.dimension,
        pick: comparative.pick,
        resolved: [],
        ...span(tokens, i, i),
      })
      used.add(token)
    }
  }
  for (const token of tokens) {
    if (used.has(token) || !hasTag(token, 'pronoun')) continue
    used.add(token)
    // The third one, 便宜的那个: a pronoun next to a sharper pointer only carries it.
    if (references.length === 0) references.push({ kind: 'pronoun', resolved: [], ...span([token], 0, 0) })
  }
  for (const token of tokens) if (hasTag(token, 'anchor') && references.length > 0) used.add(token)
  return references
}

/**
 * "The one at 220 Hz", "25块的那个": an amount next to an anchor or pronoun, whose dimension the
 * candidates carry, points at a candidate instead of setting a value. Returns the amounts left.
 */
export function readAttributeReferences(
  tokens: readonly Token[],
  amounts: Amount[],
  references: Reference[],
  context: ReadContext,
): Amount[] {
  const pointing = tokens.some((token) => hasTag(token, 'anchor', 'pronoun'))
  const candidates = context.candidates ?? []
  if (!pointing || candidates.length === 0) return amounts
  const left: Amount[] = []
  for (const amount of amounts) {
    const dimension = amount.kind === 'absolute' && !amount.bound ? amount.dimension : undefined
    if (
      amount.kind !== 'absolute' ||
      !dimension ||
      !candidates.some((c) => c.values?.[dimension] !== undefined)
    ) {
      left.push(amount)
      continue
    }
    const at = references.findIndex((reference) => reference.kind === 'pronoun')
    if (at >= 0) references.splice(at, 1)
    references.push({
      kind: 'attribute',
      dimension,
      value: amount.base,
      resolved: [],
      text: amount.text,
      start: amount.start,
      end: amount.end,
    })
  }
  return left
}

/** Resolves each reference against the candidates: one id, several when ambiguous, none when unknown. */
export function resolveReferences(references: Reference[], context: ReadContext): void {
  const candidates = context.candidates ?? []
  for (const reference of references) reference.resolved = resolveOne(reference, candidates, context.focus)
}

function resolveOne(
  reference: Reference,
  candidates: readonly Candidate[],
  focus: string | undefined,
): string[] {
  switch (reference.kind) {
    case 'ordinal': {
      const position = reference.position ?? 0
      const index = reference.fromEnd ? candidates.length - position : position - 1
      const candidate = candidates[index]
      return candidate && index >= 0 ? [candidate.id] : []
    }
    case 'pronoun':
      if (focus !== undefined) return [focus]
      return candidates.map((candidate) => candidate.id)
    case 'comparative':
      return extreme(candidates, reference.dimension!, reference.pick!)
    case 'attribute': {
      return candidates
        .filter((candidate) =>
          closeTo(candidate.values?.[reference.dimension!], reference.value ?? Number.NaN),
        )
        .map((candidate) => candidate.id)
    }
  }
}

function extreme(candidates: readonly Candidate[], dimension: string, pick: 'min' | 'max'): string[] {
  const valued = candidates.filter((candidate) => candidate.values?.[dimension] !== undefined)
  if (valued.length === 0) return []
  const values = valued.map((candidate) => candidate.values![dimension]!)
  const target = pick === 'min' ? Math.min(...values) : Math.max(...values)
  return valued
    .filter((candidate) => candidate.values![dimension] === target)
    .map((candidate) => candidate.id)
}

function closeTo(a: number | undefined, b: number): boolean {
  return a !== undefined && Math.abs(a - b) <= Math.max(1e-9, Math.abs(b) * 0.005)
}

function span(
  tokens: readonly Token[],
  from: number,
  to: number,
): { text: string; start: number; end: number } {
  return {
    text: tokens
      .slice(from, to + 1)
      .map((token) => token.text)
      .join(' '),
    start: tokens[from]!.start,
    end: tokens[to]!.end,
  }
}
