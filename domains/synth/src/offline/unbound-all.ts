import { z } from 'zod'
import type { ReferenceContext } from './references.ts'
import type { Segment } from './segments.ts'
import type { Token } from './tokens.ts'
import structure from './vocabulary/structure.json' with { type: 'json' }

/** All-words that count every module only of the modules named with them (structure.json boundAll). */
export const BOUND_ALL_WORDS: ReadonlySet<string> = new Set(
  z.array(z.string().min(1)).min(1).parse(structure.boundAll.words),
)

// Words that themselves say which modules: every one (所有, the canvas), the ones before (them, it), the rest.
const NAMING_ROLES: ReadonlySet<string> = new Set([
  'them',
  'it',
  'modules',
  'canvas',
  'keep',
  'allBut',
  'rest',
])
// Clauses where an all-word would change every module's state or value.
const CHANGING_VERBS: ReadonlySet<string> = new Set(['enable', 'disable', 'set', 'replace'])

/**
 * 都关掉吧, 都调小一点: an all-word that binds only to a module word, said in a changing clause that names no
 * module and follows none, is not read as every module; the question names what "all" would take.
 */
export function unboundAllQuestion(segment: Segment, context: ReferenceContext): string | undefined {
  const tokens: readonly Token[] = [
    ...segment.before,
    ...(segment.said ? [segment.said] : []),
    ...segment.after,
  ]
  if (!segment.verb || !CHANGING_VERBS.has(segment.verb) || context.last.length > 0) return undefined
  const alls = tokens.filter((token) => token.kind === 'role' && token.role === 'all')
  if (alls.length === 0 || alls.some((token) => !BOUND_ALL_WORDS.has(token.text.toLowerCase())))
    return undefined
  const naming = tokens.some(
    (token) => token.kind === 'module' || (token.kind === 'role' && NAMING_ROLES.has(token.role)),
  )
  if (naming || context.canvas.nodes.length < 2) return undefined
  const ids = context.canvas.nodes.map((node) => node.id)
  return context.chinese
    ? `“${alls[0]!.text}”是指画布上的所有模块（${ids.join('、')}，包括扬声器）吗？还是只指其中几个？`
    : `By "${alls[0]!.text}", do you mean every module on the canvas (${ids.join(', ')}), the speaker included, or only some of them?`
}
