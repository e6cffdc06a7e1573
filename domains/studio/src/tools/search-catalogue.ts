import { MODULES } from '../catalogue/index.ts'
import type { ModuleDefinition } from '../catalogue/module-definition.ts'

/**
 * The catalogue's own search: each query term (a word, or each Chinese character pair) that appears in a
 * module's id, titles, keywords or description scores; keywords and titles weigh more than prose.
 */
export function searchCatalogue(
  query: string,
  options: { category?: string } = {},
): Array<{ definition: ModuleDefinition; score: number }> {
  const terms = queryTerms(query)
  if (terms.length === 0) return []
  const scored = MODULES.filter((definition) => !options.category || definition.category === options.category)
    .map((definition) => ({ definition, score: score(definition, terms) }))
    .filter((hit) => hit.score > 0)
  const best = Math.max(...scored.map((hit) => hit.score), 1)
  return scored
    .sort((a, b) => b.score - a.score)
    .map((hit) => ({ definition: hit.definition, score: hit.score / best }))
}

function score(definition: ModuleDefinition, terms: readonly string[]): number {
  const strong =
    `${definition.id} ${definition.title} ${definition.titleZh} ${definition.keywords.join(' ')}`.toLowerCase()
  const weak = definition.description.toLowerCase()
  let total = 0
  for (const term of terms) {
    if (strong.includes(term)) total += 3
    else if (weak.includes(term)) total += 1
  }
  return total
}

const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'for',
  'and',
  'or',
  'of',
  'to',
  'with',
  'in',
  'module',
  'find',
  'search',
])

/** Latin words and Chinese character pairs (Chinese has no spaces; pairs match most two-character words). */
function queryTerms(query: string): string[] {
  const lower = query.toLowerCase()
  const words = (lower.match(/[a-z0-9][a-z0-9.-]*/g) ?? []).filter((word) => !STOP_WORDS.has(word))
  const pairs: string[] = []
  for (const run of lower.match(/[\u4e00-\u9fff]+/g) ?? []) {
    if (run.length === 1) pairs.push(run)
    for (let i = 0; i + 1 < run.length; i++) pairs.push(run.slice(i, i + 2))
  }
  return [...new Set([...words, ...pairs])]
}
