import type { ModuleRef, PlannedStep } from './plan.ts'
import type { ReferenceContext } from './references.ts'
import type { Token } from './tokens.ts'
import {
  convertValue,
  parameterForUnit,
  pickFitting,
  pickParameter,
  type SpokenValue,
  spokenValue,
} from './values.ts'
import bareValues from './vocabulary/bare-values.json' with { type: 'json' }

interface Assignment {
  /** Candidate parameter names; empty when only the value was said. */
  names: readonly string[]
  /** The names are equals; the value must fit exactly one (cutoff). */
  either?: boolean
  value: SpokenValue
}

/**
 * Parameter settings of one segment ("把混响的湿度调到0.3", "set the oscillator frequency to 220 Hz",
 * "改成方波"): each named parameter takes the next value; a value alone finds its parameter by its unit or
 * its word (方波 → waveform). A setting without a value is asked back, never guessed.
 */
export function planSettings(
  tokens: readonly Token[],
  targets: readonly ModuleRef[],
  context: ReferenceContext,
): PlannedStep[] {
  const assignments = readAssignments(tokens, context)
  const steps: PlannedStep[] = []
  for (const target of targets) {
    for (const assignment of assignments) {
      const step = settingStep(target, assignment, context)
      if (step) steps.push(step)
    }
  }
  return steps
}

/** Whether the tokens say any value to set (a count such as 一个 or "two oscillators" is none). */
export function saysValue(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, index) => isValue(token) && !isCount(token, tokens[index + 1], tokens[index - 1]),
  )
}

/**
 * Parameter names paired with the values said: a parameter takes the value after it; one named right after
 * a bare value takes that value ("0.5 feedback"); one that repeats the last ("square wave", "mids … mid")
 * adds nothing. A parameter left without a value, or no value at all, is asked back.
 */
function readAssignments(tokens: readonly Token[], context: ReferenceContext): Assignment[] {
  const assignments: Assignment[] = []
  let pending: Extract<Token, { kind: 'param' }> | undefined
  let previous: Token | undefined
  tokens.forEach((token, index) => {
    const last = assignments.at(-1)
    const afterValue = isValue(previous)
    previous = token
    if (token.kind === 'param') {
      if (afterValue && last && !pending && last.names.length === 0) {
        last.names = token.names
        last.either = token.either
      } else if (afterValue && last && !pending && overlaps(last.names, token.names)) {
        // "a square wave": the parameter word repeats what the value word implied.
      } else if (pending && overlaps(pending.names, token.names)) pending = token
      else {
        if (pending) missingValue(context)
        pending = token
      }
      return
    }
    if (!isValue(token) || isCount(token, tokens[index + 1], tokens[index - 1])) return
    const value = spokenValue(token)!
    if (pending) assignments.push({ names: pending.names, either: pending.either, value })
    else if (token.kind === 'value')
      assignments.push({ names: token.parameter ? [token.parameter] : [], value })
    else assignments.push({ names: [], value })
    pending = undefined
  })
  if (pending || assignments.length === 0) missingValue(context)
  return assignments
}

function overlaps(a: readonly string[], b: readonly string[]): boolean {
  return a.some((name) => b.includes(name))
}

/**
 * A number that counts modules: 一个, 两个 (a measure word), or a bare integer right before a module word,
 * unless a parameter word just before it waits for its value ("bits 3 on the crusher").
 */
function isCount(token: Token, next: Token | undefined, previous: Token | undefined): boolean {
  if (token.kind !== 'number') return false
  if (token.measure === true) return true
  return !token.unit && Number.isInteger(token.value) && next?.kind === 'module' && previous?.kind !== 'param'
}

/** enabled = true/false for each target (打开扬声器, turn off the reverb). */
export function planSwitch(targets: readonly ModuleRef[], enabled: boolean): PlannedStep[] {
  return targets.map((target) => ({ kind: 'set', target, parameter: 'enabled', value: enabled }))
}

function settingStep(
  target: ModuleRef,
  assignment: Assignment,
  context: ReferenceContext,
): PlannedStep | undefined {
  const names =
    assignment.names.length > 0
      ? assignment.names
      : 'number' in assignment.value
        ? [parameterForUnit(target.type, assignment.value.unit) ?? soleNumberParameter(target.type)].filter(
            (name): name is string => name !== undefined,
          )
        : []
  const picked = pickFitting(target.type, names, assignment.value, assignment.either)
  if (!picked) {
    const unit = 'number' in assignment.value ? assignment.value.unit : undefined
    const mismatched = unit && names.some((name) => pickParameter(target.type, [name]))
    context.problems.push(
      mismatched
        ? unitQuestion(names[0]!, unit, context.chinese)
        : noParameter(target.type, names, assignment.either === true, context.chinese),
    )
    return undefined
  }
  return {
    kind: 'set',
    target,
    parameter: picked.name,
    value: convertValue(picked.definition, assignment.value),
  }
}

/** A value said in a unit its parameter is not measured in (the frequency to 300 ms). */
function unitQuestion(name: string, unit: string, chinese: boolean): string {
  return chinese
    ? `${name} 不是用 ${unit} 表示的，你想设成多少？`
    : `${name} is not measured in ${unit}; what value do you mean?`
}

/** Why no parameter takes the value: several could (cutoff 1000), none was named, or the module lacks it. */
function noParameter(type: string, names: readonly string[], either: boolean, chinese: boolean): string {
  const present = names.filter((name) => pickParameter(type, [name]))
  if (either && present.length > 0)
    return chinese
      ? `${type} 有几个参数都可能是你说的（${present.join('/')}），请说明是哪一个。`
      : `Several parameters of ${type} could be meant (${present.join('/')}); which one?`
  if (names.length === 0)
    return chinese
      ? '请说明要调哪个参数，比如“频率调到220Hz”。'
      : 'Which parameter should I change? For example "set the frequency to 220 Hz".'
  return chinese
    ? `${type} 没有这个参数（${names.join('/')}）。`
    : `${type} has no parameter ${names.join('/')}.`
}

function isValue(token: Token | undefined): boolean {
  return token?.kind === 'number' || token?.kind === 'value'
}

/** The parameter a bare number sets on this module type, if it has one plain main control. */
function soleNumberParameter(type: string): string | undefined {
  return (bareValues.parameters as Record<string, string | undefined>)[type]
}

function missingValue(context: ReferenceContext): void {
  const message = context.chinese
    ? '请告诉我具体的数值，比如“把频率调到220Hz”。'
    : 'Please give a value, for example "set the frequency to 220 Hz".'
  if (!context.problems.includes(message)) context.problems.push(message)
}
