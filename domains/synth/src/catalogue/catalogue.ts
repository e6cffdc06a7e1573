import { BITCRUSHER, DELAY, EQ, REVERB } from './effects.ts'
import { KEYBOARD_INPUT, MIDI_INPUT, SEQUENCER } from './inputs.ts'
import { CALCULATOR, LFO, NUMBER_INPUT, OSCILLOSCOPE } from './logic.ts'
import type { ModuleDefinition, ParameterDefinition } from './module-definition.ts'
import { SPEAKER } from './output.ts'
import { ADVANCED_OSCILLATOR, SIMPLE_OSCILLATOR, TRUMPET } from './sources.ts'

/** The 15 module types of Synthesizer Flow, in the order of SYNTH_MODULES.md. */
export const MODULE_CATALOGUE: readonly ModuleDefinition[] = Object.freeze([
  SIMPLE_OSCILLATOR,
  ADVANCED_OSCILLATOR,
  TRUMPET,
  LFO,
  MIDI_INPUT,
  KEYBOARD_INPUT,
  SEQUENCER,
  REVERB,
  DELAY,
  EQ,
  BITCRUSHER,
  SPEAKER,
  NUMBER_INPUT,
  CALCULATOR,
  OSCILLOSCOPE,
])

const BY_TYPE = new Map(MODULE_CATALOGUE.map((definition) => [definition.type, definition]))

/** The type keys, e.g. for a zod enum or a palette. */
export const MODULE_TYPES: readonly string[] = MODULE_CATALOGUE.map((definition) => definition.type)

/** The definition of a module type, or undefined when the catalogue has no such type. */
export function moduleDefinition(type: string): ModuleDefinition | undefined {
  return BY_TYPE.get(type)
}

/** A parameter's definition on a module type, or undefined. */
export function parameterDefinition(type: string, name: string): ParameterDefinition | undefined {
  return BY_TYPE.get(type)?.parameters.find((parameter) => parameter.name === name)
}

/** The initial parameter values of a new module of this type (empty for an unknown type). */
export function defaultParams(type: string): Record<string, number | boolean | string> {
  const params: Record<string, number | boolean | string> = {}
  for (const parameter of BY_TYPE.get(type)?.parameters ?? []) params[parameter.name] = parameter.default
  return params
}
