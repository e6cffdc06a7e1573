import { moduleDefinition } from '../catalogue/catalogue.ts'
import type { ParameterDefinition } from '../catalogue/module-definition.ts'

/** A parameter value as the canvas stores it. */
export type ParameterValue = number | boolean | string

/**
 * Every audio module can be switched on and off; the tools and UPDATE_MODULE_PARAM treat that switch as
 * the pseudo-parameter `enabled` (it sets CanvasNode.enabled, not params).
 */
export const ENABLED_PARAMETER: ParameterDefinition = { name: 'enabled', type: 'boolean', default: true }

/** The outcome of checking a requested value: the value to store, or why it is refused. */
export type ParameterCheck =
  | { ok: true; value: ParameterValue; note?: string }
  | { ok: false; reason: string }

/** The definition of a parameter on a module type, including `enabled` for audio modules. */
export function resolveParameter(type: string, name: string): ParameterDefinition | undefined {
  const definition = moduleDefinition(type)
  if (!definition) return undefined
  if (name === ENABLED_PARAMETER.name && definition.audio) return ENABLED_PARAMETER
  return definition.parameters.find((parameter) => parameter.name === name)
}

/**
 * Strict check for values an agent or a person asks for: the type must fit (numeric and boolean strings
 * are read), numbers must lie in [min, max] and are snapped to the step, list values must be options.
 */
export function checkParameterValue(definition: ParameterDefinition, value: unknown): ParameterCheck {
  if (definition.readonly)
    return { ok: false, reason: `${definition.name} is read-only (the module sets it)` }
  switch (definition.type) {
    case 'number': {
      const number = readNumber(value)
      if (number === undefined)
        return { ok: false, reason: `${definition.name} takes a number, not ${JSON.stringify(value)}` }
      const tolerance = definition.step / 1000
      if (number < definition.min - tolerance || number > definition.max + tolerance) {
        const unit = definition.unit ? ` ${definition.unit}` : ''
        return {
          ok: false,
          reason: `${definition.name} must be between ${definition.min} and ${definition.max}${unit} (got ${number})`,
        }
      }
      const snapped = snapToStep(definition, number)
      if (snapped === number) return { ok: true, value: snapped }
      return { ok: true, value: snapped, note: `${number} snapped to ${snapped} (step ${definition.step})` }
    }
    case 'boolean': {
      const flag = readBoolean(value)
      if (flag === undefined)
        return { ok: false, reason: `${definition.name} takes true or false, not ${JSON.stringify(value)}` }
      return { ok: true, value: flag }
    }
    case 'list': {
      if (typeof value !== 'string' && typeof value !== 'number')
        return { ok: false, reason: `${definition.name} takes one of ${optionList(definition.options)}` }
      const text = String(value)
      // A list without options is filled by the browser at run time (MIDI devices): any name is allowed.
      if (definition.options.length === 0) return { ok: true, value: text }
      const option = definition.options.find((candidate) => candidate.toLowerCase() === text.toLowerCase())
      if (option === undefined)
        return {
          ok: false,
          reason: `${definition.name} must be one of ${optionList(definition.options)} (got ${JSON.stringify(text)})`,
        }
      return { ok: true, value: option }
    }
    case 'string':
      if (typeof value !== 'string')
        return { ok: false, reason: `${definition.name} takes a string, not ${JSON.stringify(value)}` }
      return { ok: true, value }
  }
}

/** Lenient form for replaying and loading: clamps and snaps numbers, falls back to the default. */
export function clampParameterValue(definition: ParameterDefinition, value: unknown): ParameterValue {
  switch (definition.type) {
    case 'number': {
      const number = readNumber(value)
      if (number === undefined) return definition.default
      return snapToStep(definition, Math.min(definition.max, Math.max(definition.min, number)))
    }
    case 'boolean':
      return readBoolean(value) ?? definition.default
    case 'list': {
      const text = String(value)
      if (definition.options.length === 0) return typeof value === 'string' ? value : definition.default
      return (
        definition.options.find((option) => option.toLowerCase() === text.toLowerCase()) ?? definition.default
      )
    }
    case 'string':
      return typeof value === 'string' ? value : definition.default
  }
}

/** Rounds onto the grid min + k*step inside [min, max], without binary-fraction noise (0.30000000000000004). */
export function snapToStep(
  definition: Extract<ParameterDefinition, { type: 'number' }>,
  value: number,
): number {
  const { min, max, step } = definition
  if (!(step > 0)) return Math.min(max, Math.max(min, value))
  const decimals = Math.max(decimalPlaces(step), decimalPlaces(min))
  // The epsilon keeps max on the grid when (max - min) / step is 31.999999 in binary floating point.
  const lastStep = Math.floor((max - min) / step + 1e-9)
  const steps = Math.min(lastStep, Math.max(0, Math.round((value - min) / step)))
  return Number((min + steps * step).toFixed(decimals))
}

function decimalPlaces(value: number): number {
  const text = String(value)
  const exponent = /e-(\d+)$/.exec(text)
  if (exponent) return Number(exponent[1])
  const dot = text.indexOf('.')
  return dot < 0 ? 0 : text.length - dot - 1
}

function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value.trim())
    return Number.isFinite(number) ? number : undefined
  }
  return undefined
}

function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value
  if (value === 1 || value === 0) return value === 1
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase()
    if (text === 'true' || text === 'on') return true
    if (text === 'false' || text === 'off') return false
  }
  return undefined
}

function optionList(options: string[]): string {
  return options.map((option) => JSON.stringify(option)).join(', ')
}
