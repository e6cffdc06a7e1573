import { moduleDefinition } from '../catalogue/catalogue.ts'
import type { ParameterDefinition } from '../catalogue/module-definition.ts'
import { resolveParameter } from '../graph/parameters.ts'
import type { Token, Unit } from './tokens.ts'

/** A parameter value as said: a number with its unit, or a word (方波). */
export type SpokenValue = { number: number; unit?: Unit } | { word: string }

/** The first of the candidate names that the module type has, with its definition. */
export function pickParameter(
  type: string,
  names: readonly string[],
): { name: string; definition: ParameterDefinition } | undefined {
  for (const name of names) {
    const definition = resolveParameter(type, name)
    if (definition) return { name, definition }
  }
  return undefined
}

/**
 * The candidate parameter the value fits: the first one whose range (or options) holds the converted value,
 * else the first the module has (the tool then says why the value does not fit). With `either` the names
 * are equals: exactly one must hold the value, else there is no answer and the engine asks.
 */
export function pickFitting(
  type: string,
  names: readonly string[],
  spoken: SpokenValue,
  either = false,
): { name: string; definition: ParameterDefinition } | undefined {
  // "The frequency to 300 ms": a unit the parameter is not measured in is never converted away silently.
  const present = names.flatMap((name) => {
    const picked = pickParameter(type, [name])
    return picked && unitFits(picked.definition, spoken) ? [picked] : []
  })
  const fitting = present.filter((picked) =>
    holds(picked.definition, convertValue(picked.definition, spoken)),
  )
  if (either) return fitting.length === 1 ? fitting[0] : undefined
  return fitting[0] ?? present[0]
}

/** Whether a number's unit can be the parameter's: a unit said must be the one it is measured in. */
export function unitFits(definition: ParameterDefinition, spoken: SpokenValue): boolean {
  if ('word' in spoken || !spoken.unit || spoken.unit === '%') return true
  if (definition.type !== 'number' || definition.unit === undefined) return true
  return (MEASURED_IN[spoken.unit] ?? [spoken.unit]).includes(definition.unit)
}

/** The parameter units a spoken unit can stand for. */
const MEASURED_IN: Partial<Record<Unit, readonly string[]>> = {
  Hz: ['Hz'],
  kHz: ['Hz'],
  dB: ['dB'],
  ms: ['s'],
  s: ['s'],
  cents: ['cents'],
  semitones: ['semitones'],
  bpm: ['bpm'],
}

function holds(definition: ParameterDefinition, value: number | string | boolean): boolean {
  if (definition.type === 'number')
    return typeof value === 'number' && value >= definition.min && value <= definition.max
  if (definition.type === 'list') return definition.options.includes(String(value))
  return true
}

/** A parameter a bare number with a unit points at (调到220Hz → freq), when none was named. */
export function parameterForUnit(type: string, unit: Unit | undefined): string | undefined {
  if (!unit) return undefined
  if (unit === 'bpm') return resolveParameter(type, 'bpm') ? 'bpm' : undefined
  const units = MEASURED_IN[unit]
  if (!units) return undefined
  return moduleDefinition(type)?.parameters.find(
    (parameter) =>
      parameter.type === 'number' && parameter.unit !== undefined && units.includes(parameter.unit),
  )?.name
}

/**
 * Converts what was said into the parameter's terms: kHz → Hz, ms → s, 50 % → 0.5, and a bare number
 * far above a seconds range read as milliseconds (延迟时间 250 → 0.25 s), max/min as the range's end. Range
 * checks stay with the tool.
 */
export function convertValue(
  definition: ParameterDefinition,
  spoken: SpokenValue,
): number | string | boolean {
  if ('word' in spoken) {
    // "Depth to max", 拉满: the end of the range.
    if (definition.type === 'number' && (spoken.word === 'max' || spoken.word === 'min'))
      return spoken.word === 'max' ? definition.max : definition.min
    // A word that stands for a number of its parameter (hard left is balance -1).
    if (definition.type === 'number' && spoken.word.trim() !== '' && Number.isFinite(Number(spoken.word)))
      return Number(spoken.word)
    return spoken.word
  }
  const { number, unit } = spoken
  if (definition.type === 'boolean') return number !== 0
  if (definition.type !== 'number') return String(number)
  if (unit === 'kHz') return number * 1000
  if (unit === '%') return number / 100
  if (unit === 'ms' && definition.unit === 's') return number / 1000
  if (!unit && definition.unit === 's' && number > definition.max && number / 1000 <= definition.max)
    return number / 1000
  return number
}

/** A token as a spoken value, if it is one. */
export function spokenValue(token: Token): SpokenValue | undefined {
  if (token.kind === 'number')
    return token.unit ? { number: token.value, unit: token.unit } : { number: token.value }
  if (token.kind === 'value') return { word: token.value }
  return undefined
}
