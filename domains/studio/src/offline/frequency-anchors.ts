import { moduleDefinition } from '../catalogue/index.ts'
import type { ChainModule, ProjectDocument } from '../chain/chain.ts'
import { type Amount, amountsIn } from './amounts.ts'
import { ANCHOR_WORDS, holdsValue } from './module-pointers.ts'
import { moduleRefs } from './module-refs.ts'
import { INTENT_WORDS, VOCABULARY } from './vocabulary.ts'

/**
 * "cut 2 dB at 8 kHz", "move 120 Hz to 100 Hz", 在 120 赫兹那里减 2 dB, 25 赫兹那个改成 30: a frequency said
 * with no module named points at the module whose corner sits there, when exactly one does; the anchor is
 * replaced by that module's id so the rest of the reading sees the module named. Several modules or none
 * there (a band at 60 Hz the chain does not have) leave the text as it was, and the request is asked about.
 * Only a frequency that comes with a second value acts as an anchor: "at 8 kHz" alone says nothing to change.
 */
export function resolveFrequencyAnchors(text: string, project: ProjectDocument): string {
  if (moduleRefs(text, project).length > 0) return text
  const lower = text.toLowerCase()
  // "add a bell at 120 Hz" asks for a new module there; building is never read as pointing.
  if (INTENT_WORDS.add.test(lower)) return text
  const amounts = amountsIn(lower)
  if (amounts.length < 2) return text
  for (const amount of amounts) {
    const span = anchorSpan(lower, amount, amounts)
    if (!span) continue
    // "a peaking band at 120 Hz" names a new module; 个 after it ("3 个 dB") is a classifier.
    if (VOCABULARY.indefinite.test(lower.slice(0, span.at))) return text
    const fits = project.chain.modules.filter((module) => holdsValue(module, Math.abs(amount.value), 'hz'))
    const module = fits[0]
    if (fits.length !== 1 || !module) return text
    // "120 赫兹那个改成 90": with no level said, the value is for the frequency that pointed at the module.
    const param = amounts.some((other) => other.unit === 'db')
      ? ''
      : ` ${hzParamHolding(module, amount.value)}`
    return `${text.slice(0, span.at)} ${module.id}${param} ${text.slice(span.end)}`
      .replace(/ {2,}/g, ' ')
      .trim()
  }
  return text
}

/** The span to replace when this amount is an anchor: after an at-word, before an after-word or a to-word. */
function anchorSpan(
  lower: string,
  amount: Amount,
  amounts: readonly Amount[],
): { at: number; end: number } | undefined {
  if (amount.unit !== undefined && amount.unit !== 'hz') return undefined
  const before = lower.slice(0, amount.at).trimEnd()
  // "cut 120 Hz by 3 dB", 8k 衰减 3 个 dB: a frequency beside a level change is what the change is said of;
  // "to 120 Hz" is a value to set, never a place.
  const levelBeside = amounts.some(
    (other) => other !== amount && (other.unit === 'db' || (other.relative && !other.unit)),
  )
  const target = ANCHOR_WORDS.to.find(before).some((hit) => hit.end === before.length)
  if (amount.relative && !levelBeside) return undefined
  const at = ANCHOR_WORDS.at.find(before).at(-1)
  if (at && at.end === before.length && wordStart(before, at.at)) return { at: at.at, end: amount.end }
  if (levelBeside && !target && (amount.unit === 'hz' || amounts.some((other) => other.unit === 'db')))
    return { at: amount.at, end: amount.end }
  const rest = lower.slice(amount.end)
  const after = ANCHOR_WORDS.after.find(rest)[0]
  if (after && rest.slice(0, after.at).trim() === '') return { at: amount.at, end: amount.end + after.end }
  // "120 Hz to 100 Hz": the first of two frequencies joined by a to-word is where the module is now.
  const to = ANCHOR_WORDS.to.find(rest)[0]
  const next = amounts.find((other) => other.at >= amount.end)
  if (to && rest.slice(0, to.at).trim() === '' && next && next.at >= amount.end + to.end)
    return { at: amount.at, end: amount.end }
  return undefined
}

/** The key of the frequency parameter that holds this value now (the one the anchor matched). */
function hzParamHolding(module: ChainModule, value: number): string {
  const spec = moduleDefinition(module.type)?.params.find((param) => {
    if (param.type !== 'number' || param.unit !== 'Hz') return false
    const held = module.params[param.key] ?? param.default
    return typeof held === 'number' && Math.abs(held - Math.abs(value)) <= Math.abs(value) * 0.005
  })
  return spec?.key ?? ''
}

function wordStart(text: string, at: number): boolean {
  return at === 0 || !/[a-z0-9]/.test(text[at - 1] ?? '')
}
