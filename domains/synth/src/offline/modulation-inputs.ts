/**
 * Which control input moves which parameter, per module type (SYNTH_MODULES.md): a simple oscillator's
 * freqMod bends its frequency and gainMod its gain; an advanced oscillator's detuneIn replaces its detune;
 * a trumpet's expression scales its level; a sequencer's bpm input sets its tempo. Parameter names are the
 * catalogue's, as the lexicon resolves a person's words (音高/pitch → freq, detune).
 */
const MODULATION_INPUTS: Readonly<Record<string, ReadonlyArray<readonly [string, readonly string[]]>>> = {
  simpleoscillator: [
    ['freqMod', ['freq', 'detune', 'vibratoDepth', 'rate', 'freqModDepth']],
    ['gainMod', ['gain', 'level', 'gainDb', 'gainModDepth']],
  ],
  advancedoscillator: [['detuneIn', ['detune', 'freq', 'vibratoDepth']]],
  trumpet: [['expression', ['expression', 'level', 'gain', 'gainDb']]],
  sequencer: [['bpm', ['bpm', 'rate']]],
  calculator: [
    ['a', ['a']],
    ['b', ['b']],
  ],
}

/** Whether anything can modulate a module of this type (an EQ or a reverb has no control input). */
export function hasModulationInput(type: string): boolean {
  return (MODULATION_INPUTS[type]?.length ?? 0) > 0
}

/**
 * The input that modulates the parameter a person named (names most likely first), or the type's main
 * modulation input when they named none; undefined when the named parameter cannot be modulated.
 */
export function modulationInput(type: string, names: readonly string[] | undefined): string | undefined {
  const inputs = MODULATION_INPUTS[type] ?? []
  if (!names || names.length === 0) return inputs[0]?.[0]
  for (const name of names) {
    const input = inputs.find(([, parameters]) => parameters.includes(name))
    if (input) return input[0]
  }
  return undefined
}
