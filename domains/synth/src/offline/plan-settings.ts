import type { ModuleRef, PlannedStep } from './plan.ts'
import type { ReferenceContext } from './references.ts'
import type { Token } from './tokens.ts'
import { convertValue, parameterForUnit, pickParameter, type SpokenValue, spokenValue } from './values.ts'

interface Assignment {
  /** Candidate parameter names; empty when only the value was said. */
  names: readonly string[]
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
  const assignments: Assignment[] = []
  let pending: readonly string[] | undefined
  for (const token of tokens) {
    if (token.kind === 'param') {
      if (pending) missingValue(context)
      pending = token.names
      continue
    }
    if (token.kind === 'number' && token.measure) continue
    const value = spokenValue(token)
    if (!value) continue
    if (pending) assignments.push({ names: pending, value })
    else if (token.kind === 'value') assignments.push({ names: [token.parameter], value })
    else assignments.push({ names: [], value })
    pending = undefined
  }
  if (pending) missingValue(context)
  if (assignments.length === 0 && !pending) missingValue(context)
  const steps: PlannedStep[] = []
  for (const target of targets) {
    for (const assignment of assignments) {
      const step = settingStep(target, assignment, context)
      if (step) steps.push(step)
    }
  }
  return steps
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
  const picked = pickParameter(target.type, names)
  if (!picked) {
    context.problems.push(
      names.length === 0
        ? context.chinese
          ? '请说明要调哪个参数，比如“频率调到220Hz”。'
          : 'Which parameter should I change? For example "set the frequency to 220 Hz".'
        : context.chinese
          ? `${target.type} 没有这个参数（${names.join('/')}）。`
          : `${target.type} has no parameter ${names.join('/')}.`,
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

function soleNumberParameter(type: string): string | undefined {
  const picked = pickParameter(type, ['value'])
  return picked?.name
}

function missingValue(context: ReferenceContext): void {
  const message = context.chinese
    ? '请告诉我具体的数值，比如“把频率调到220Hz”。'
    : 'Please give a value, for example "set the frequency to 220 Hz".'
  if (!context.problems.includes(message)) context.problems.push(message)
}
