import { readAmounts } from './amounts.ts'
import { readAttributeReferences, readReferences, resolveReferences } from './references.ts'
import type { ClauseTokens } from './split-clauses.ts'
import { hasTag, isFiller, type Token } from './tags.ts'
import type { Clause, Mention, Quantifier, ReadContext } from './types.ts'

/** Reads one step: its mentions, negation and exceptions, quantifier, amounts and references. */
export function readClause(text: string, part: ClauseTokens, context: ReadContext): Clause {
  const { tokens } = part
  const used = new Set<Token>()
  const references = readReferences(tokens, used)
  const { amounts: found, count } = readAmounts(tokens, used)
  const amounts = readAttributeReferences(tokens, found, references, context)
  resolveReferences(references, context)
  const { mentions, except } = readMentions(tokens)
  const raw = text.slice(part.start, Math.min(part.end, text.length))
  const start = part.start + (raw.length - raw.trimStart().length)
  const clause: Clause = {
    text: raw.trim(),
    start,
    end: start + raw.trim().length,
    again: part.again,
    negated: tokens.some((token) => hasTag(token, 'not')),
    except,
    keep: tokens.some((token) => hasTag(token, 'keep')),
    quantifier: quantifierOf(tokens),
    mentions,
    amounts,
    references,
    question: isQuestion(tokens),
  }
  // A question naming a state it can be answered from asks about that state, not for an action.
  const state = clause.question ? mentions.find((mention) => mention.kind === 'state') : undefined
  if (state) clause.asks = state.id
  if (part.connective) clause.connective = part.connective
  if (count !== undefined) clause.count = count
  const social = tokens.find((token) => hasTag(token, 'social'))
  if (social) clause.social = social.tags.find((tag) => tag.type === 'social')!.kind
  return clause
}

/** Domain words in order; those between "except / 除了" and the end of that phrase are exceptions. */
function readMentions(tokens: readonly Token[]): { mentions: Mention[]; except: Mention[] } {
  const mentions: Mention[] = []
  const except: Mention[] = []
  let excepting = false
  for (const token of tokens) {
    if (hasTag(token, 'except')) {
      excepting = true
      continue
    }
    if (hasTag(token, 'exceptEnd', 'all', 'rest')) excepting = false
    for (const tag of token.tags) {
      if (tag.type !== 'mention') continue
      if (tag.kind === 'action') excepting = false
      const mention: Mention = {
        kind: tag.kind,
        id: tag.id,
        text: token.text,
        start: token.start,
        end: token.end,
      }
      if (tag.catalogue) mention.catalogue = tag.catalogue
      if (tag.direction) mention.direction = tag.direction
      ;(excepting ? except : mentions).push(mention)
    }
  }
  return { mentions, except }
}

function quantifierOf(tokens: readonly Token[]): Quantifier {
  if (tokens.some((token) => hasTag(token, 'rest'))) return 'rest'
  if (tokens.some((token) => hasTag(token, 'all'))) return 'all'
  return 'single'
}

/**
 * A clause asks when it has a question word, or starts with one that only asks at the start (is, does);
 * "can you / 能不能 / please" turn a would-be question into a request.
 */
function isQuestion(tokens: readonly Token[]): boolean {
  const acting = tokens.some((token) =>
    token.tags.some((tag) => tag.type === 'mention' && tag.kind === 'action'),
  )
  if (acting && tokens.some((token) => hasTag(token, 'request'))) return false
  const first = tokens.find((token) => !isFiller(token))
  return tokens.some((token) =>
    token.tags.some((tag) => tag.type === 'question' && (!tag.leading || token === first)),
  )
}
