import type { ParamSpec, ParamValue } from './module-definition.ts'

/** A value accepted (and normalised) for a parameter, or the reason it is not, as a sentence for people and models. */
export type ParamCheck = { ok: true; value: ParamValue } | { ok: false; reason: string }

type CurvePoint = { x: number; y: number }

/**
 * Validates a value against a parameter and normalises it: numeric strings become numbers, enum values
 * take their catalogue spelling, curves come back sorted by x. Out-of-range values are refused rather
 * than clamped, so a caller (or a model) learns the range instead of silently getting another value.
 */
export function checkParamValue(spec: ParamSpec, value: unknown): ParamCheck {
  switch (spec.type) {
    case 'number':
      return checkNumber(spec, value)
    case 'enum':
      return checkEnum(spec, value)
    case 'boolean':
      return checkBoolean(spec.key, value)
    case 'curve':
      return checkCurve(spec, value)
    case 'numberList':
      return checkNumberList(spec, value)
    case 'text':
      return checkText(spec, value)
  }
}

function checkNumber(spec: Extract<ParamSpec, { type: 'number' }>, value: unknown): ParamCheck {
  const number = toNumber(value)
  if (number === undefined) return fail(`${spec.key} must be a number; got ${show(value)}.`)
  const unit = spec.unit ? ` ${spec.unit}` : ''
  if (number < spec.min || number > spec.max)
    return fail(`${spec.key} must be between ${spec.min} and ${spec.max}${unit}; got ${number}.`)
  if (spec.integer && !Number.isInteger(number))
    return fail(`${spec.key} must be a whole number; got ${number}.`)
  return { ok: true, value: number }
}

function checkEnum(spec: Extract<ParamSpec, { type: 'enum' }>, value: unknown): ParamCheck {
  const wanted = typeof value === 'string' ? value.trim().toLowerCase() : undefined
  const match = spec.values.find((candidate) => candidate.toLowerCase() === wanted)
  if (match === undefined)
    return fail(`${spec.key} must be one of ${spec.values.join(', ')}; got ${show(value)}.`)
  return { ok: true, value: match }
}

const TRUE_WORDS = new Set(['true', 'on', 'yes'])
const FALSE_WORDS = new Set(['false', 'off', 'no'])

function checkBoolean(key: string, value: unknown): ParamCheck {
  if (typeof value === 'boolean') return { ok: true, value }
  const word = typeof value === 'string' ? value.trim().toLowerCase() : undefined
  if (word !== undefined && TRUE_WORDS.has(word)) return { ok: true, value: true }
  if (word !== undefined && FALSE_WORDS.has(word)) return { ok: true, value: false }
  return fail(`${key} must be true or false; got ${show(value)}.`)
}

function checkCurve(spec: Extract<ParamSpec, { type: 'curve' }>, value: unknown): ParamCheck {
  if (!Array.isArray(value) || value.length === 0)
    return fail(`${spec.key} must be a non-empty list of {x, y} points; got ${show(value)}.`)
  if (value.length > spec.maxPoints)
    return fail(`${spec.key} may have at most ${spec.maxPoints} points; got ${value.length}.`)
  const points: CurvePoint[] = []
  for (const item of value) {
    const point = toPoint(item)
    if (!point) return fail(`${spec.key} points must be {x, y} pairs of numbers; got ${show(item)}.`)
    points.push(point)
  }
  points.sort((a, b) => a.x - b.x)
  // Two outputs for one input leave the interpolation undefined there.
  const repeated = points.find((point, index) => index > 0 && point.x === points[index - 1]!.x)
  if (repeated) return fail(`${spec.key} has two points at x = ${repeated.x}; each x may appear once.`)
  return { ok: true, value: points }
}

function checkNumberList(spec: Extract<ParamSpec, { type: 'numberList' }>, value: unknown): ParamCheck {
  const items = toList(value)
  if (!items) return fail(`${spec.key} must be a list of numbers; got ${show(value)}.`)
  if (items.length > spec.maxItems)
    return fail(`${spec.key} may have at most ${spec.maxItems} items; got ${items.length}.`)
  const numbers: number[] = []
  for (const item of items) {
    const number = toNumber(item)
    if (number === undefined) return fail(`${spec.key} must contain only numbers; got ${show(item)}.`)
    if (number < spec.min || number > spec.max)
      return fail(`${spec.key} items must be between ${spec.min} and ${spec.max}; got ${number}.`)
    numbers.push(number)
  }
  return { ok: true, value: numbers }
}

function checkText(spec: Extract<ParamSpec, { type: 'text' }>, value: unknown): ParamCheck {
  if (typeof value !== 'string') return fail(`${spec.key} must be text; got ${show(value)}.`)
  const text = value.trim()
  if (text.length > spec.maxLength)
    return fail(`${spec.key} may be at most ${spec.maxLength} characters long; got ${text.length}.`)
  return { ok: true, value: text }
}

/** Numbers, and strings that are exactly a number (models often quote them). */
function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const number = Number(value.trim())
  return Number.isFinite(number) ? number : undefined
}

/** A list, or the text "2, 4, 6" people type for one. */
function toList(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value
  if (typeof value === 'string') return value.trim() === '' ? [] : value.split(/[\s,]+/).filter(Boolean)
  return undefined
}

/** A point as `{x, y}` or as an `[x, y]` pair. */
function toPoint(item: unknown): CurvePoint | undefined {
  let coordinates: [unknown, unknown] | undefined
  if (Array.isArray(item)) coordinates = item.length === 2 ? [item[0], item[1]] : undefined
  else if (typeof item === 'object' && item !== null) {
    const { x, y } = item as Record<string, unknown>
    coordinates = [x, y]
  }
  const x = toNumber(coordinates?.[0])
  const y = toNumber(coordinates?.[1])
  return x === undefined || y === undefined ? undefined : { x, y }
}

function show(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`
  const text = JSON.stringify(value)
  if (text === undefined) return String(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

function fail(reason: string): ParamCheck {
  return { ok: false, reason }
}
