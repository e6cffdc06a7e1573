import { describe, expect, it } from 'vitest'
import { defaultParams, MODULE_CATALOGUE, MODULE_TYPES, moduleDefinition } from './catalogue.ts'

const ports = (type: string, side: 'inputs' | 'outputs') =>
  moduleDefinition(type)![side].map(
    (port) => `${port.name}:${port.type}${port.initial !== undefined ? `=${port.initial}` : ''}`,
  )

describe('the module catalogue (SYNTH_MODULES.md)', () => {
  it('has the 15 types in order', () => {
    expect(MODULE_TYPES).toEqual([
      'simpleoscillator',
      'advancedoscillator',
      'trumpet',
      'lfo',
      'midiinput',
      'keyboardinput',
      'sequencer',
      'reverb',
      'delay',
      'eq',
      'bitcrusher',
      'speaker',
      'numberinput',
      'calculator',
      'oscilloscope',
    ])
  })

  it('has the ports of the table, with initial values of number inputs', () => {
    expect(ports('simpleoscillator', 'inputs')).toEqual(['freqMod:number=0', 'gainMod:number=0'])
    expect(ports('simpleoscillator', 'outputs')).toEqual(['output:number', 'audioout:audio'])
    expect(ports('advancedoscillator', 'inputs')).toEqual([
      'notes:array',
      'velocities:array',
      'detuneIn:number=null',
    ])
    expect(ports('trumpet', 'inputs')).toEqual(['notes:array', 'velocities:array', 'expression:number=1'])
    expect(ports('lfo', 'outputs')).toEqual(['signal:number'])
    expect(ports('keyboardinput', 'outputs')).toEqual(['activeNotes:array', 'activeVelocities:array'])
    expect(ports('sequencer', 'inputs')).toEqual(['bpm:number=0'])
    expect(ports('sequencer', 'outputs')).toEqual([
      'activeNotes:array',
      'activeVelocities:array',
      'frequency:number',
      'gate:number',
    ])
    for (const effect of ['reverb', 'delay', 'eq', 'bitcrusher']) {
      expect(ports(effect, 'inputs')).toEqual(['input:audio'])
      expect(ports(effect, 'outputs')).toEqual(['output:audio'])
    }
    expect(ports('speaker', 'inputs')).toEqual(['audioInLeft:audio', 'audioInRight:audio'])
    expect(ports('calculator', 'inputs')).toEqual(['a:number=0', 'b:number=0'])
    expect(ports('oscilloscope', 'inputs')).toEqual(['input:number'])
  })

  it('has the defaults, ranges, steps and units of the table', () => {
    expect(moduleDefinition('simpleoscillator')!.parameters).toEqual([
      { name: 'gain', type: 'number', default: 1, min: 0, max: 2, step: 0.1 },
      { name: 'freq', type: 'number', default: 440, min: 20, max: 2000, step: 10, unit: 'Hz' },
      {
        name: 'waveform',
        type: 'list',
        default: 'sine',
        options: ['sine', 'square', 'sawtooth', 'triangle'],
      },
      { name: 'freqModDepth', type: 'number', default: 2, min: 0, max: 20, step: 1, unit: 'Hz' },
      { name: 'gainModDepth', type: 'number', default: 0.5, min: 0, max: 1, step: 0.05 },
    ])
    expect(defaultParams('advancedoscillator')).toEqual({
      detune: 0,
      octave: 0,
      semi: 0,
      gainDb: 0,
      waveform: 'triangle',
      voiceCount: 8,
      attackVelSens: 0.8,
      attack: 0.2,
      decay: 0.5,
      sustain: 0.7,
      sustainTime: 0,
      release: 0.8,
    })
    expect(defaultParams('trumpet')).toEqual({
      level: -10,
      attack: 0.04,
      sustain: 0.65,
      release: 0.45,
      brightness: 0.6,
      vibratoRate: 5.5,
      vibratoDepth: 0.08,
      portamento: 0.08,
    })
    expect(defaultParams('sequencer')).toEqual({ bpm: 120, running: false, sequence: '[]', transpose: 0 })
    expect(defaultParams('eq')).toEqual({ low: 0, mid: 0, high: 0, lowFrequency: 400, highFrequency: 2500 })
    expect(defaultParams('bitcrusher')).toEqual({ bits: 4, wet: 1 })
    expect(defaultParams('speaker')).toEqual({ level: -12, balance: 0 })
    expect(defaultParams('calculator')).toEqual({ operation: '+', status: 'Ready' })
    expect(defaultParams('keyboardinput')).toMatchObject({
      startNote: 60,
      noteCount: 24,
      keyboardEnabled: true,
    })
    expect(moduleDefinition('keyboardinput')!.parameters.find((p) => p.name === 'startNote')).toMatchObject({
      min: 24,
      max: 96,
      step: 12,
    })
    expect(moduleDefinition('advancedoscillator')!.parameters.find((p) => p.name === 'attack')).toMatchObject(
      { scale: 'log', unit: 's' },
    )
    expect(moduleDefinition('calculator')!.parameters.find((p) => p.name === 'status')).toMatchObject({
      readonly: true,
    })
    expect(
      moduleDefinition('sequencer')!
        .parameters.filter((p) => p.hidden)
        .map((p) => p.name),
    ).toEqual(['running', 'sequence'])
    expect(defaultParams('oscilloscope')).toEqual({})
    expect(defaultParams('unknown')).toEqual({})
  })

  it('keeps every default inside its range and on its step grid', () => {
    for (const definition of MODULE_CATALOGUE) {
      for (const parameter of definition.parameters) {
        if (parameter.type === 'number') {
          expect(parameter.default).toBeGreaterThanOrEqual(parameter.min)
          expect(parameter.default).toBeLessThanOrEqual(parameter.max)
          const steps = (parameter.default - parameter.min) / parameter.step
          expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-6)
        }
        if (parameter.type === 'list' && parameter.options.length > 0)
          expect(parameter.options).toContain(parameter.default)
      }
    }
  })

  it('labels, names and categories follow the original; the speaker starts disabled', () => {
    expect(moduleDefinition('simpleoscillator')).toMatchObject({
      label: '简单振荡器',
      defaultName: '振荡器',
      category: '信号源',
    })
    expect(moduleDefinition('advancedoscillator')).toMatchObject({ defaultName: '复音振荡器' })
    expect(moduleDefinition('sequencer')).toMatchObject({ defaultName: '音序器', category: '输入' })
    expect(moduleDefinition('reverb')).toMatchObject({ defaultName: '混响效果器', category: '效果' })
    expect(moduleDefinition('speaker')).toMatchObject({ category: '输出', startsDisabled: true })
    expect(MODULE_CATALOGUE.filter((d) => d.startsDisabled).map((d) => d.type)).toEqual(['speaker'])
  })
})
