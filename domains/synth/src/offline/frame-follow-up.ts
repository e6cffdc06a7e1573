import type { CanvasSnapshot } from '../graph/canvas.ts'
import { succeeded } from './earlier-turn.ts'
import type { ModuleRef, PlannedStep } from './plan.ts'
import { readRelativeChanges, relativeSteps } from './plan-relative.ts'
import { planSettings } from './plan-settings.ts'
import type { TurnCall } from './read-turn.ts'
import { type ReferenceContext, referencedModules } from './references.ts'
import type { Token } from './tokens.ts'
import { pickParameter } from './values.ts'
import vocabulary from './vocabulary/follow-ups.json' with { type: 'json' }

/** Words a follow-up says around its value or module; the coverage gate counts them as read. */
export const FOLLOW_UP_WORDS: readonly string[] = [...vocabulary.repeat, ...vocabulary.correction]
const REPEAT_WORDS: readonly string[] = vocabulary.repeat

/** The one setting the latest turn that changed the canvas made: one parameter of one module still there. */
interface EarlierSetting {
  target: ModuleRef
  parameter: string
  value: number | string | boolean
}

function earlierSetting(earlier: readonly TurnCall[][], canvas: CanvasSnapshot): EarlierSetting | undefined {
  const calls = earlier.map(succeeded).findLast((turn) => turn.length > 0)
  if (!calls || calls.some((call) => call.name !== 'update_module_parameter')) return undefined
  const settings = new Set(calls.map((call) => `${call.args.moduleId} ${call.args.parameter}`))
  if (settings.size !== 1) return undefined
  const { moduleId, parameter, value } = calls.at(-1)!.args
  const node = canvas.nodes.find((candidate) => candidate.id === moduleId)
  if (!node || typeof parameter !== 'string') return undefined
  if (typeof value !== 'number' && typeof value !== 'string' && typeof value !== 'boolean') return undefined
  return { target: { kind: 'existing', id: node.id, type: node.type }, parameter, value }
}

/** Tokens that say which setting is meant: any of them means the message is not a bare follow-up. */
function namesSetting(token: Token): boolean {
  return (
    token.kind === 'param' ||
    token.kind === 'timbre' ||
    token.kind === 'unsupported' ||
    token.kind === 'port' ||
    token.kind === 'ordinal' ||
    (token.kind === 'verb' && token.verb !== 'set')
  )
}

/**
 * A follow-up to the setting just made, when the message names no parameter: a new value for it ("no wait,
 * 200", "make that 0.8 instead"), a further move of it ("double it", "even lower", 再低一点), or the same
 * change on another module said with a repeat word ("and the delay as well", "same for the delay").
 * Undefined when the turn before made no single setting or the message says more than that.
 */
export function planFollowUp(
  tokens: readonly Token[],
  text: string,
  earlier: readonly TurnCall[][],
  context: ReferenceContext,
): PlannedStep[] | undefined {
  if (tokens.some(namesSetting)) return undefined
  const before = earlierSetting(earlier, context.canvas)
  if (!before) return undefined
  const modules = tokens.filter((token) => token.kind === 'module')
  if (modules.length > 0) return repeated(tokens, text, before, context)
  if (before.parameter === 'enabled') return undefined
  const param: Token = { kind: 'param', names: [before.parameter], at: 0, end: 0, text: before.parameter }
  const relatives = tokens.filter((token) => token.kind === 'relative')
  // "Louder" or "too wet" names its own parameter: it is no follow-up of another one.
  if (relatives.some((token) => token.kind === 'relative' && (token.parameters || token.complaint)))
    return undefined
  // A direction said by a word (even lower, 再低一点, double it) or by the verb (raise it by 10).
  const changes = readRelativeChanges([param, ...tokens])
  if (changes === 'unclear' || (changes && changes.length !== 1)) return undefined
  if (changes) return relativeSteps(changes[0]!.change, [before.target], context)
  if (relatives.length > 0) return undefined
  const values = tokens.filter((token) => token.kind === 'number' || token.kind === 'value')
  if (values.length !== 1 || values[0]!.kind !== 'number') return undefined
  return planSettings([param, values[0]!], [before.target], context)
}

/** The setting just made, made again on each module named, when a repeat word says so. */
function repeated(
  tokens: readonly Token[],
  text: string,
  before: EarlierSetting,
  context: ReferenceContext,
): PlannedStep[] | undefined {
  if (!REPEAT_WORDS.some((word) => said(text, word))) return undefined
  // 一样 holds a numeral: a number read inside a repeat word is part of it, not a value.
  const spans = repeatSpans(text)
  const inside = (token: Token) => spans.some(([start, end]) => token.at >= start && token.end <= end)
  if (
    tokens.some(
      (token) =>
        !inside(token) && (token.kind === 'number' || token.kind === 'value' || token.kind === 'relative'),
    )
  )
    return undefined
  const targets = referencedModules(tokens, context)
  if (targets.length === 0) return undefined
  const lacking = targets.filter(
    (target) => before.parameter !== 'enabled' && !pickParameter(target.type, [before.parameter]),
  )
  if (lacking.length > 0) {
    context.problems.push(
      context.chinese
        ? `${lacking.map((target) => target.type).join('、')} 没有 ${before.parameter} 这个参数。`
        : `${lacking.map((target) => target.type).join(', ')} has no parameter ${before.parameter}.`,
    )
    return []
  }
  return targets.map((target) => ({ kind: 'set', target, parameter: before.parameter, value: before.value }))
}

/** Whether `word` is said in `text`: a Latin word whole, a Chinese one anywhere. */
function said(text: string, word: string): boolean {
  const lower = text.toLowerCase()
  if (!/[a-z]/.test(word)) return lower.includes(word)
  return new RegExp(`(^|[^a-z])${word}($|[^a-z])`).test(lower)
}

/** Where the Chinese repeat words stand in `text` (start, end), for the numerals they hold. */
function repeatSpans(text: string): Array<[number, number]> {
  return REPEAT_WORDS.filter((word) => !/[a-z]/.test(word)).flatMap((word) => {
    const at = text.indexOf(word)
    return at < 0 ? [] : [[at, at + word.length] as [number, number]]
  })
}
