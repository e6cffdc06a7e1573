import { type Token, tagOf } from './tags.ts'
import type { Clause, SocialKind, SpeechAct } from './types.ts'

// When several kinds of small talk meet ("thanks, that's all"), the one that most changes the reply wins.
const SOCIAL_ORDER: readonly SocialKind[] = ['chitchat', 'done', 'thanks', 'greeting', 'no', 'yes']

/**
 * What the request does as a whole. Something the domain cannot do wins over everything; an action
 * said as a statement is a command; small talk with no domain word is social; a question asks about
 * state; domain words alone are a bare command (甜蜜蜜, 第三个); nothing known is out of scope.
 */
export function speechActOf(
  clauses: readonly Clause[],
  tokens: readonly Token[],
): { act: SpeechAct; social?: SocialKind } {
  const mentions = clauses.flatMap((clause) => clause.mentions)
  if (mentions.some((mention) => mention.kind === 'outOfScope')) return { act: 'out_of_scope' }
  if (
    clauses.some((clause) => !clause.question && clause.mentions.some((mention) => mention.kind === 'action'))
  )
    return { act: 'command' }
  const social = socialOf(tokens)
  const pointing = clauses.some((clause) => clause.references.length > 0 || clause.amounts.length > 0)
  if (social && mentions.length === 0 && !pointing) return { act: 'social', social }
  if (clauses.some((clause) => clause.question)) return { act: 'question' }
  if (mentions.length > 0 || pointing) return { act: 'command' }
  if (social) return { act: 'social', social }
  return { act: 'out_of_scope' }
}

function socialOf(tokens: readonly Token[]): SocialKind | undefined {
  const kinds = new Set<SocialKind>()
  for (const token of tokens) {
    const tag = tagOf(token, 'social')
    if (tag) kinds.add(tag.kind)
  }
  return SOCIAL_ORDER.find((kind) => kinds.has(kind))
}
