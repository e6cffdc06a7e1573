import type { ChainModule, ProjectDocument } from '../chain/chain.ts'
import { VOCABULARY } from './vocabulary.ts'

/** A chain module a request names, and where in the text; `candidates` when the words fit more than one. */
export interface ModuleRef {
  module: ChainModule
  at: number
  end: number
  candidates?: readonly ChainModule[]
}

/**
 * The chain modules a request refers to, in the order it names them: by id (case-insensitive, spaces
 * and small typos forgiven: "limitter", "low shelf", "hishelf"), else by the vocabulary's role words
 * (低架, input gain). A role word that fits several modules ("the shelf") is one ref with its candidates.
 */
export function moduleRefs(text: string, project: ProjectDocument): ModuleRef[] {
  const lower = text.toLowerCase()
  const refs: ModuleRef[] = []
  const seen = new Set<string>()
  const overlaps = (at: number, end: number) => refs.some((ref) => at < ref.end && end > ref.at)
  for (const word of words(lower)) {
    const module = project.chain.modules.find((candidate) => sameId(candidate.id.toLowerCase(), word.text))
    if (!module || seen.has(module.id) || overlaps(word.at, word.end)) continue
    seen.add(module.id)
    refs.push({ module, at: word.at, end: word.end })
  }
  const hits = VOCABULARY.roles.flatMap((role) => role.list.find(lower).map((hit) => ({ ...hit, role })))
  // The longest role words first, so "高频搁架" is not also read as 搁架.
  hits.sort((a, b) => b.end - b.at - (a.end - a.at))
  for (const hit of hits) {
    if (overlaps(hit.at, hit.end)) continue
    const fits = project.chain.modules.filter(
      (candidate) =>
        candidate.type === hit.role.type &&
        (hit.role.subtype === undefined || candidate.params.type === hit.role.subtype),
    )
    const [first] = fits
    if (!first) continue
    if (fits.length > 1) {
      // "the top end shelf", "the low and high shelves": the words before a shared head say which.
      const narrowed = narrowedBy(lower.slice(0, hit.at), fits, refs)
      if (narrowed) {
        for (const ref of narrowed) if (!seen.has(ref.module.id)) refs.push(ref)
        for (const ref of narrowed) seen.add(ref.module.id)
        if (narrowed.length > 0 || refs.some((ref) => fits.includes(ref.module))) continue
      }
    }
    if (fits.length === 1 && seen.has(first.id)) continue
    seen.add(first.id)
    refs.push({ module: first, at: hit.at, end: hit.end, ...(fits.length > 1 ? { candidates: fits } : {}) })
  }
  return refs.sort((a, b) => a.at - b.at)
}

const LIST_JOINS = new Set(['and', 'or', '&', ',', '和', '与', '跟'])

/**
 * The modules a head word shared by several ("shelf") means, from the words right before it: a role word
 * naming one of them ("top end shelf": that one, so no new ref), or modifiers joined by "and" ("low and high
 * shelves": one ref each, at the modifier). `undefined` when nothing before it narrows the head.
 */
function narrowedBy(
  before: string,
  fits: readonly ChainModule[],
  refs: readonly ModuleRef[],
): ModuleRef[] | undefined {
  const trimmed = before.replace(/[\s\-的]+$/, '')
  if (refs.some((ref) => ref.end === trimmed.length && fits.includes(ref.module))) return []
  const found: ModuleRef[] = []
  let rest = trimmed
  for (;;) {
    const word = /(?:^|[\s,])([a-z-]+|[\u4e00-\u9fff])$/.exec(rest)
    if (!word) break
    const text = word[1]!
    const at = rest.length - text.length
    if (LIST_JOINS.has(text)) {
      rest = rest.slice(0, at).replace(/[\s,]+$/, '')
      continue
    }
    const modifier = VOCABULARY.roleModifiers.find((entry) =>
      entry.list.find(text).some((hit) => hit.at === 0 && hit.end === text.length),
    )
    const module = modifier && fits.find((candidate) => candidate.params.type === modifier.subtype)
    if (!module) break
    found.unshift({ module, at, end: at + text.length })
    rest = rest.slice(0, at).replace(/[\s,]+$/, '')
  }
  return found.length > 0 ? found : undefined
}

/** Latin words of the text and each pair of neighbours joined ("low shelf" → "lowshelf"), with positions. */
function words(lower: string): Array<{ text: string; at: number; end: number }> {
  const found = [...lower.matchAll(/[a-z][a-z0-9]*/g)].map((match) => ({
    text: match[0],
    at: match.index,
    end: match.index + match[0].length,
  }))
  const pairs = found
    .slice(1)
    .map((word, i) => ({ text: found[i]!.text + word.text, at: found[i]!.at, end: word.end }))
  // Pairs first: "low shelf" is the module lowShelf before "shelf" is any shelf.
  return [...pairs, ...found]
}

/**
 * Equal, or a typo away: one edit for ids of 5+ letters, two for 8+. A typo keeps the first letter: "top
 * shelf" is two edits from lowShelf, and is the other shelf.
 */
function sameId(id: string, word: string): boolean {
  if (id === word) return true
  if (id[0] !== word[0]) return false
  const allowed = id.length >= 8 ? 2 : id.length >= 5 ? 1 : 0
  return allowed > 0 && Math.abs(id.length - word.length) <= allowed && editDistance(id, word) <= allowed
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    previous = current
  }
  return previous[b.length]!
}
