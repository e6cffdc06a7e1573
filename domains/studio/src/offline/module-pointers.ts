import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { moduleDefinition } from '../catalogue/index.ts'
import type { ChainModule, ProjectDocument } from '../chain/chain.ts'
import { amountsIn } from './amounts.ts'
import { moduleRefs } from './module-refs.ts'
import { VOCABULARY, wordList } from './vocabulary.ts'

const words = z.array(z.string().min(1))
const PointerFile = z.object({
  source: z.string(),
  heads: z.array(z.object({ words, category: z.string().optional() })),
  ordinals: z.record(z.string(), z.number().int().positive()),
  fromEnd: z.record(z.string(), z.number().int().positive()),
  fillers: words,
  at: words,
  attributeJoin: words,
  doing: z.array(z.object({ words, param: z.string(), sign: z.union([z.literal(1), z.literal(-1)]) })),
  doingJoin: words,
  anchorAt: words,
  anchorAfter: words,
  anchorTo: words,
})

const file = new URL('./vocabulary/pointer-words.json', import.meta.url)
const data = PointerFile.parse(JSON.parse(readFileSync(file, 'utf8')))
const HEADS = data.heads.map((head) => ({ category: head.category, list: wordList(head.words) }))
const ORDINALS = [
  ...Object.entries(data.ordinals).map(([word, position]) => ({ word, position, fromEnd: false })),
  ...Object.entries(data.fromEnd).map(([word, position]) => ({ word, position, fromEnd: true })),
].sort((a, b) => b.word.length - a.word.length)
const FILLERS = [...data.fillers].sort((a, b) => b.length - a.length)
const AT = wordList(data.at)
const JOINS = [...data.attributeJoin].sort((a, b) => b.length - a.length)
const DOING = data.doing.map((entry) => ({ ...entry, list: wordList(entry.words) }))
const DOING_JOIN = wordList(data.doingJoin)
/** Words around a frequency said with no module named (read by frequency-anchors.ts). */
export const ANCHOR_WORDS = {
  at: wordList(data.anchorAt),
  after: wordList(data.anchorAfter),
  to: wordList(data.anchorTo),
}

interface Head {
  at: number
  end: number
  fits: readonly ChainModule[]
}

/**
 * Resolves pointers at one module of the chain — by place ("the second shelf", 最后那个模块), by a value it
 * holds ("the shelf at 8 kHz", 8k 那个架子, "the one at 120 Hz") or by what it does ("the shelf that's
 * boosting") — and writes the module's id in their place, so the rest of the reading sees the module named.
 * A pointer that fits no module, or several, is left as it was said (and asked about as before).
 */
export function resolvePointers(raw: string, project: ProjectDocument): string {
  let text = raw
  // One pointer at a time, from the right, so earlier positions stay valid.
  for (const head of heads(raw, project).sort((a, b) => b.at - a.at)) {
    const pointer = pointerAt(text, head)
    if (!pointer) continue
    text = `${text.slice(0, pointer.at)} ${pointer.module.id} ${text.slice(pointer.end)}`
  }
  return text.replace(/ {2,}/g, ' ').trim()
}

/** Words that stand for a module without saying which: a role word several modules fit, or a bare head. */
function heads(raw: string, project: ProjectDocument): Head[] {
  const refs = moduleRefs(raw, project)
  const found: Head[] = refs
    .filter((ref) => ref.candidates)
    .map((ref) => ({ at: ref.at, end: ref.end, fits: ref.candidates! }))
  const named = (at: number, end: number) => refs.some((ref) => at < ref.end && end > ref.at)
  for (const head of HEADS)
    for (const hit of head.list.find(raw)) {
      if (named(hit.at, hit.end) || found.some((other) => hit.at < other.end && hit.end > other.at)) continue
      const fits = project.chain.modules.filter(
        (module) => !head.category || moduleDefinition(module.type)?.category === head.category,
      )
      found.push({ at: hit.at, end: hit.end, fits })
    }
  return found
}

/** The one module a head points at, with the span of the whole pointer; undefined unless exactly one. */
function pointerAt(text: string, head: Head): { module: ChainModule; at: number; end: number } | undefined {
  const lower = text.toLowerCase()
  const before = withoutFillers(lower.slice(0, head.at))
  // "add a shelf at 8 kHz" asks for a new module, not one already there.
  if (VOCABULARY.indefinite.find(before.text).some((hit) => hit.end === before.text.length)) return undefined
  const ordinal = ORDINALS.find((entry) => endsWithWord(before.text, entry.word))
  if (ordinal) {
    const index = ordinal.fromEnd ? head.fits.length - ordinal.position : ordinal.position - 1
    const module = head.fits[index]
    const at = before.text.length - ordinal.word.length
    return module && index >= 0 ? { module, at, end: head.end } : undefined
  }
  const valued = valueAfter(lower, head) ?? valueBefore(lower, head)
  if (valued) {
    const fits = head.fits.filter((module) => holdsValue(module, valued.value, valued.unit))
    return fits.length === 1 ? { module: fits[0]!, at: valued.at, end: valued.end } : undefined
  }
  const doing = doingNear(lower, head)
  if (doing) {
    const fits = head.fits.filter((module) => {
      const value = currentValue(module, doing.param)
      return typeof value === 'number' && Math.sign(value) === doing.sign
    })
    return fits.length === 1 ? { module: fits[0]!, at: doing.at, end: doing.end } : undefined
  }
  return undefined
}

/** The text before a head without the fillers right before it ("the", 个, 那个), and where it now ends. */
function withoutFillers(before: string): { text: string } {
  let text = before.trimEnd()
  for (let changed = true; changed; ) {
    changed = false
    for (const filler of FILLERS)
      if (endsWithWord(text, filler)) {
        text = text.slice(0, text.length - filler.length).trimEnd()
        changed = true
      }
  }
  return { text }
}

function endsWithWord(text: string, word: string): boolean {
  if (!text.endsWith(word)) return false
  const latin = /^[a-z0-9@]/.test(word)
  return !latin || !/[a-z0-9]$/.test(text.slice(0, text.length - word.length))
}

type Valued = { value: number; unit: 'hz' | 'db'; at: number; end: number }

/** "the shelf at 8 kHz": an at-word right after the head, then a frequency or a level. */
function valueAfter(lower: string, head: Head): Valued | undefined {
  const rest = lower.slice(head.end)
  const at = AT.find(rest)[0]
  if (!at || rest.slice(0, at.at).trim() !== '') return undefined
  const amount = amountsIn(rest.slice(at.end))[0]
  if (!amount || rest.slice(at.end, at.end + amount.at).trim() !== '') return undefined
  if (amount.unit !== 'hz' && amount.unit !== 'db') return undefined
  return { value: amount.value, unit: amount.unit, at: head.at, end: head.end + at.end + amount.end }
}

/** "8k 那个架子", "120 Hz 的那个": a frequency or a level said right before the head, joined by 的 / 那个. */
function valueBefore(lower: string, head: Head): Valued | undefined {
  let before = lower.slice(0, head.at).trimEnd()
  const join = JOINS.find((word) => before.endsWith(word))
  if (!join) return undefined
  before = before.slice(0, before.length - join.length).trimEnd()
  const amount = amountsIn(before).at(-1)
  if (!amount || amount.end !== before.length || (amount.unit !== 'hz' && amount.unit !== 'db'))
    return undefined
  return { value: amount.value, unit: amount.unit, at: amount.at, end: head.end }
}

/** "the shelf that's boosting", 在提升的那个架子: what a module is doing, right after or before the head. */
function doingNear(
  lower: string,
  head: Head,
): { param: string; sign: 1 | -1; at: number; end: number } | undefined {
  const rest = lower.slice(head.end)
  for (const entry of DOING) {
    const after = entry.list.find(rest)[0]
    if (after) {
      const gap = rest.slice(0, after.at).trim()
      if (gap === '' || DOING_JOIN.find(gap).some((hit) => hit.at === 0 && hit.end === gap.length))
        return { param: entry.param, sign: entry.sign, at: head.at, end: head.end + after.end }
    }
    const before = withoutFillers(lower.slice(0, head.at)).text
    const hit = entry.list.find(before).at(-1)
    if (hit && hit.end === before.length)
      return { param: entry.param, sign: entry.sign, at: hit.at, end: head.end }
  }
  return undefined
}

/** Whether a module holds this frequency or level now (its own value or the catalogue's default). */
export function holdsValue(module: ChainModule, value: number, unit: 'hz' | 'db'): boolean {
  const params = moduleDefinition(module.type)?.params ?? []
  return params.some((param) => {
    if (param.type !== 'number' || !param.unit || VOCABULARY.unitOfParam[param.unit] !== unit) return false
    const held = currentValue(module, param.key)
    return typeof held === 'number' && Math.abs(held - value) <= Math.max(1e-9, Math.abs(value) * 0.005)
  })
}

function currentValue(module: ChainModule, key: string): unknown {
  const spec = moduleDefinition(module.type)?.params.find((param) => param.key === key)
  return module.params[key] ?? (spec && 'default' in spec ? spec.default : undefined)
}
