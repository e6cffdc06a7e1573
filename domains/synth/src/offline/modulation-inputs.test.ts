import { describe, expect, it } from 'vitest'
import { moduleDefinition } from '../catalogue/catalogue.ts'
import { hasModulationInput, modulationInput } from './modulation-inputs.ts'

describe('the input that modulates a parameter', () => {
  it('follows the catalogue: freqMod and gainMod, detuneIn, expression, bpm', () => {
    expect(modulationInput('simpleoscillator', ['gain', 'gainDb', 'level'])).toBe('gainMod')
    expect(modulationInput('simpleoscillator', ['freq', 'detune'])).toBe('freqMod')
    expect(modulationInput('advancedoscillator', ['freq', 'detune'])).toBe('detuneIn')
    expect(modulationInput('trumpet', ['gain', 'gainDb', 'level'])).toBe('expression')
    expect(modulationInput('sequencer', ['rate', 'bpm'])).toBe('bpm')
  })

  it('names only real number inputs, and none for modules without one', () => {
    for (const type of ['simpleoscillator', 'advancedoscillator', 'trumpet', 'sequencer', 'calculator']) {
      const input = modulationInput(type, undefined)!
      expect(moduleDefinition(type)!.inputs.find((port) => port.name === input)?.type).toBe('number')
    }
    expect(['eq', 'reverb', 'delay', 'speaker'].some(hasModulationInput)).toBe(false)
    expect(modulationInput('simpleoscillator', ['waveform'])).toBeUndefined()
  })
})
