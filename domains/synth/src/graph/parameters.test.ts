import { describe, expect, it } from 'vitest'
import { parameterDefinition } from '../catalogue/catalogue.ts'
import type { ParameterDefinition } from '../catalogue/module-definition.ts'
import { checkParameterValue, clampParameterValue, resolveParameter, snapToStep } from './parameters.ts'

const param = (type: string, name: string): ParameterDefinition => parameterDefinition(type, name)!
type NumberParameter = Extract<ParameterDefinition, { type: 'number' }>

describe('parameter values', () => {
  it('numbers: in range, snapped to the step without float noise, numeric strings read', () => {
    expect(checkParameterValue(param('simpleoscillator', 'freq'), 220)).toEqual({ ok: true, value: 220 })
    expect(checkParameterValue(param('simpleoscillator', 'freq'), '224')).toMatchObject({
      ok: true,
      value: 220,
    })
    expect(checkParameterValue(param('reverb', 'wet'), 0.3)).toEqual({ ok: true, value: 0.3 })
    expect(checkParameterValue(param('simpleoscillator', 'gain'), 0.7)).toEqual({ ok: true, value: 0.7 })
    expect(checkParameterValue(param('keyboardinput', 'startNote'), 70)).toMatchObject({
      ok: true,
      value: 72,
    })
    expect(checkParameterValue(param('bitcrusher', 'bits'), 5)).toEqual({ ok: true, value: 5 })
    expect(checkParameterValue(param('simpleoscillator', 'freq'), 2001)).toMatchObject({ ok: false })
    expect(checkParameterValue(param('speaker', 'level'), -61)).toMatchObject({
      ok: false,
      reason: 'level must be between -60 and 0 dB (got -61)',
    })
    expect(checkParameterValue(param('simpleoscillator', 'freq'), Number.NaN)).toMatchObject({ ok: false })
  })

  it('booleans, lists and strings', () => {
    expect(checkParameterValue(param('keyboardinput', 'keyboardEnabled'), 'false')).toEqual({
      ok: true,
      value: false,
    })
    expect(checkParameterValue(param('keyboardinput', 'keyboardEnabled'), 'maybe')).toMatchObject({
      ok: false,
    })
    expect(checkParameterValue(param('lfo', 'waveform'), 'TRIANGLE')).toEqual({ ok: true, value: 'triangle' })
    expect(checkParameterValue(param('calculator', 'operation'), '*')).toEqual({ ok: true, value: '*' })
    expect(checkParameterValue(param('calculator', 'operation'), '%')).toMatchObject({ ok: false })
    expect(checkParameterValue(param('midiinput', 'inputDevice'), 'Launchkey 25')).toEqual({
      ok: true,
      value: 'Launchkey 25',
    })
    expect(checkParameterValue(param('sequencer', 'sequence'), '[{"note":"C4"}]')).toMatchObject({ ok: true })
    expect(checkParameterValue(param('sequencer', 'sequence'), 3)).toMatchObject({ ok: false })
    expect(checkParameterValue(param('calculator', 'status'), 'OK')).toMatchObject({
      ok: false,
      reason: /read-only/,
    })
  })

  it('clamping for replay and loading never refuses', () => {
    expect(clampParameterValue(param('simpleoscillator', 'freq'), 5000)).toBe(2000)
    expect(clampParameterValue(param('simpleoscillator', 'freq'), 'x')).toBe(440)
    expect(clampParameterValue(param('lfo', 'waveform'), 'noise')).toBe('sine')
    expect(clampParameterValue(param('keyboardinput', 'keyboardEnabled'), 1)).toBe(true)
    expect(snapToStep(param('advancedoscillator', 'attack') as NumberParameter, 0.0004)).toBe(0.001)
  })

  it('`enabled` is a parameter of audio modules only', () => {
    expect(resolveParameter('reverb', 'enabled')).toMatchObject({ type: 'boolean' })
    expect(resolveParameter('lfo', 'enabled')).toMatchObject({ type: 'boolean' })
    expect(resolveParameter('calculator', 'enabled')).toBeUndefined()
    expect(resolveParameter('nope', 'freq')).toBeUndefined()
  })
})
