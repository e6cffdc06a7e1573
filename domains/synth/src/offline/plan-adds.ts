import { bindValues, type Placed } from './bind-values.ts'
import type { ModuleRef, PlannedStep } from './plan.ts'
import { planSettings, saysValue } from './plan-settings.ts'
import { moduleLabel as label, type ReferenceContext, referencedModules } from './references.ts'
import type { Token } from './tokens.ts'
import { linkHandles } from './wiring.ts'

const MAX_COUNT = 8

/**
 * New modules: each module word, repeated by a count before it (两个振荡器). Values said go to the module
 * they were said with (a sawtooth oscillator and a speaker). Modules joined by into/to (a keyboard into a
 * poly synth into a reverb) are connected in the order said; a module word after "to" names the one on the
 * canvas when there is one (add a reverb to the speaker).
 */
export function planAdds(
  tokens: readonly Token[],
  context: ReferenceContext,
): { steps: PlannedStep[]; refs: ModuleRef[] } {
  const steps: PlannedStep[] = []
  const placed: Placed<ModuleRef>[] = []
  tokens.forEach((token, index) => {
    if (token.kind !== 'module') return
    const previous = tokens[index - 1]
    if (token.generic && previous?.kind === 'module' && token.at - previous.end <= 3) return
    const existing =
      previous?.kind === 'role' && previous.role === 'to' ? onCanvas(token, context) : undefined
    if (existing) {
      placed.push({ item: existing, index })
      return
    }
    const count = previous && isCount(previous, token) && previous.kind === 'number' ? previous.value : 1
    const type = token.types[0]!
    for (let n = 0; n < count; n++) {
      const added = context.adds.push({ type }) - 1
      steps.push({ kind: 'add', index: added, type })
      placed.push({ item: { kind: 'new', index: added, type }, index })
    }
  })
  const settings = tokens.filter((token, index) => !isCount(token, tokens[index + 1]))
  const accepts = (ref: ModuleRef, unit: readonly Token[]) => {
    const scratch = { ...context, adds: [...context.adds], problems: [] as string[] }
    return planSettings(unit, [ref], scratch).length > 0 && scratch.problems.length === 0
  }
  for (const [ref, unit] of bindValues(settings, placed, accepts)) {
    if (saysValue(unit)) steps.push(...planSettings(unit, [ref], context))
  }
  const chain = chainSaid(tokens, placed)
  const saysChain = tokens.some((token) => token.kind === 'role' && token.role === 'to')
  const loose = saysChain ? unwiredAdd([...steps, ...chain]) : undefined
  if (loose) {
    context.problems.push(wiringQuestion(loose, context.chinese))
    return { steps: [], refs: [] }
  }
  steps.push(...chain)
  return { steps, refs: placed.map((entry) => entry.item) }
}

/**
 * A chain said that leaves one of the modules it adds out ("an oscillator into a delay and out the speakers"
 * with "out" unread, 振荡器加混响再到扬声器) is half a patch: the first added module that no connection
 * touches, when some connection was planned; undefined when every added module is wired or none is.
 */
export function unwiredAdd(steps: readonly PlannedStep[]): string | undefined {
  const wired = new Set(
    steps.flatMap((step) =>
      step.kind === 'connect'
        ? [step.from, step.to].flatMap((ref) => (ref.kind === 'new' ? [ref.index] : []))
        : [],
    ),
  )
  if (wired.size === 0) return undefined
  const loose = steps.find((step) => step.kind === 'add' && !wired.has(step.index))
  return loose?.kind === 'add' ? loose.type : undefined
}

/** Asks where a module of a chain goes instead of building the chain in part. */
export function wiringQuestion(type: string, chinese: boolean): string {
  return chinese
    ? `${label(type)}要接到哪里？请按信号顺序说出连接，例如“振荡器接延迟，延迟接扬声器”。`
    : `Where should the ${type} go? Please say the chain in signal order, e.g. "the oscillator into the delay, the delay into the speaker".`
}

/** The canvas's module a word names, if it names exactly one. */
function onCanvas(token: Token, context: ReferenceContext): ModuleRef | undefined {
  const ref = referencedModules([token], { ...context, problems: [] })[0]
  return ref?.kind === 'existing' ? ref : undefined
}

/** Connections said with into/to between module words, each pair in the order said. */
function chainSaid(tokens: readonly Token[], placed: readonly Placed<ModuleRef>[]): PlannedStep[] {
  const steps: PlannedStep[] = []
  tokens.forEach((token, index) => {
    if (token.kind !== 'role' || token.role !== 'to') return
    const from = placed.findLast((entry) => entry.index < index)
    const to = placed.find((entry) => entry.index > index)
    if (!from || !to) return
    for (const handles of linkHandles(from.item.type, to.item.type))
      steps.push({ kind: 'connect', from: from.item, to: to.item, handles })
  })
  return steps
}

function isCount(token: Token, next: Token | undefined): boolean {
  return (
    token.kind === 'number' &&
    next?.kind === 'module' &&
    !token.unit &&
    Number.isInteger(token.value) &&
    token.value >= 1 &&
    token.value <= MAX_COUNT
  )
}
