import type { ParamSpec } from './module-definition.ts'

// Small builders so the audio-block entries read like the parameter lists of their documents.

/** A number parameter with its range, default and unit. */
export function numberParam(
  key: string,
  min: number,
  max: number,
  defaultValue: number,
  unit: string | undefined,
  description: string,
  aliases?: readonly string[],
): ParamSpec {
  return { key, type: 'number', min, max, default: defaultValue, unit, description, aliases }
}

/** An integer parameter (filter orders, band counts). */
export function integerParam(
  key: string,
  min: number,
  max: number,
  defaultValue: number,
  description: string,
  aliases?: readonly string[],
): ParamSpec {
  return { key, type: 'number', integer: true, min, max, default: defaultValue, description, aliases }
}

/** An enum parameter; the first value is the default unless `defaultValue` says otherwise. */
export function enumParam(
  key: string,
  values: readonly string[],
  description: string,
  defaultValue = values[0]!,
  aliases?: readonly string[],
): ParamSpec {
  return { key, type: 'enum', values, default: defaultValue, description, aliases }
}

/** A boolean parameter. */
export function booleanParam(
  key: string,
  defaultValue: boolean,
  description: string,
  aliases?: readonly string[],
): ParamSpec {
  return { key, type: 'boolean', default: defaultValue, description, aliases }
}

/** The common `fc` parameter of filters (Hz). */
export function fcParam(min: number, max: number, defaultValue: number, description: string): ParamSpec {
  return numberParam('fc', min, max, defaultValue, 'Hz', description, ['frequency', 'freq', 'cutoff', 'f0'])
}

/** The common `gainDb` parameter of EQ filters (dB). */
export function gainDbParam(min: number, max: number, defaultValue: number, description: string): ParamSpec {
  return numberParam('gainDb', min, max, defaultValue, 'dB', description, ['gain', 'boost', 'level'])
}

/** A list of numbers (per-band values, crossover frequencies). */
export function numberListParam(
  key: string,
  range: [min: number, max: number],
  defaultValue: readonly number[],
  maxItems: number,
  description: string,
  aliases?: readonly string[],
): ParamSpec {
  return {
    key,
    type: 'numberList',
    min: range[0],
    max: range[1],
    maxItems,
    default: defaultValue,
    description,
    aliases,
  }
}
