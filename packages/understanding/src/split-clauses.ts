import { hasTag, isFiller, type Token } from './tags.ts'
import type { Connective } from './types.ts'

/** The tokens of one step of a request, with how it joins the step before. */
export interface ClauseTokens {
  tokens: Token[]
  /** Where the step starts and ends in the text, unknown words included, joining words excluded. */
  start: number
  end: number
  connective?: Connective
  again: boolean
}

const isAction = (token: Token | undefined): boolean =>
  token?.tags.some((tag) => tag.type === 'mention' && tag.kind === 'action') === true

/**
 * Splits a request into steps in the order said. Punctuation, "then / 然后" and "but / 但是" always
 * split; "and / 和" and "again / 再" split only between two actions (加牛奶再加鸡蛋), since between
 * two things they make a list or mean "another" (再来一瓶).
 */
export function splitClauses(tokens: readonly Token[]): ClauseTokens[] {
  const clauses: ClauseTokens[] = []
  let current: ClauseTokens = { tokens: [], again: false, start: 0, end: 0 }
  let boundary = 0
  const close = (next: Omit<ClauseTokens, 'start' | 'end'>, token?: Token) => {
    current.end = token?.start ?? Number.POSITIVE_INFINITY
    if (current.tokens.some((t) => !isFiller(t))) clauses.push(current)
    else if (current.again) next.again = true
    boundary = token?.end ?? boundary
    current = { ...next, start: boundary, end: boundary }
  }
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    const next = nextMeaningful(tokens, i)
    if (hasTag(token, 'break')) {
      // A question mark belongs to the clause it ends.
      if (hasTag(token, 'question')) current.tokens.push(token)
      close(
        { tokens: [], again: false, connective: current.tokens.length ? 'sequence' : current.connective },
        token,
      )
      continue
    }
    if (hasTag(token, 'sequence')) {
      close({ tokens: [], again: false, connective: 'sequence' }, token)
      continue
    }
    if (hasTag(token, 'contrast') && !isAction(token)) {
      close({ tokens: [], again: false, connective: 'contrast' }, token)
      continue
    }
    const hasAction = current.tokens.some(isAction)
    const actionFollows = isAction(next) || (hasTag(next, 'not') && isAction(nextMeaningful(tokens, i + 1)))
    if (hasTag(token, 'conjunction') && hasAction && actionFollows) {
      close({ tokens: [], again: false, connective: 'conjunction' }, token)
      continue
    }
    if (hasTag(token, 'again') && !isAction(token)) {
      if (hasAction && actionFollows) close({ tokens: [], again: true, connective: 'again' }, token)
      else current.again = true
      continue
    }
    current.tokens.push(token)
  }
  close({ tokens: [], again: false })
  return clauses
}

function nextMeaningful(tokens: readonly Token[], i: number): Token | undefined {
  for (let j = i + 1; j < tokens.length; j++) if (!isFiller(tokens[j]!)) return tokens[j]
  return undefined
}
