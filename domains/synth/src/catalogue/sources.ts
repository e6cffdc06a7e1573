import type { ModuleDefinition } from './module-definition.ts'

const WAVEFORMS = ['sine', 'square', 'sawtooth', 'triangle']

/** 简单振荡器: one oscillator whose gain also leaves as a control value. */
export const SIMPLE_OSCILLATOR: ModuleDefinition = {
  type: 'simpleoscillator',
  className: 'SimpleOscillatorModule',
  label: '简单振荡器',
  defaultName: '振荡器',
  category: '信号源',
  audio: true,
  customUI: 'XYPad',
  description:
    'A single oscillator. freq is modulated by freqMod (0..1, bipolar: freq + freqModDepth*(freqMod*2-1)) and gain by gainMod (gain + gainModDepth*gainMod, clamped to 0..2). The XY pad sets freq (x) and gain (y).',
  parameters: [
    { name: 'gain', type: 'number', default: 1, min: 0, max: 2, step: 0.1 },
    { name: 'freq', type: 'number', default: 440, min: 20, max: 2000, step: 10, unit: 'Hz' },
    { name: 'waveform', type: 'list', default: 'sine', options: WAVEFORMS },
    { name: 'freqModDepth', type: 'number', default: 2, min: 0, max: 20, step: 1, unit: 'Hz' },
    { name: 'gainModDepth', type: 'number', default: 0.5, min: 0, max: 1, step: 0.05 },
  ],
  inputs: [
    { name: 'freqMod', type: 'number', initial: 0 },
    { name: 'gainMod', type: 'number', initial: 0 },
  ],
  outputs: [
    // The original mirrors the gain parameter here, so an oscillator can drive other controls.
    { name: 'output', type: 'number' },
    { name: 'audioout', type: 'audio' },
  ],
}

/** 高级振荡器: a polyphonic voice bank played by note arrays, with an ADSR envelope per voice. */
export const ADVANCED_OSCILLATOR: ModuleDefinition = {
  type: 'advancedoscillator',
  className: 'AdvancedOscillatorModule',
  label: '高级振荡器',
  defaultName: '复音振荡器',
  category: '信号源',
  audio: true,
  description:
    'A polyphonic oscillator played by MIDI note arrays (note n sounds at 440*2^((n-69)/12), velocities 0..1). Total detune = (detuneIn when connected, else detune) + octave*1200 + semi*100 cents; when voices run out the oldest is stolen.',
  parameters: [
    { name: 'detune', type: 'number', default: 0, min: -1200, max: 1200, step: 1, unit: 'cents' },
    { name: 'octave', type: 'number', default: 0, min: -4, max: 4, step: 1 },
    { name: 'semi', type: 'number', default: 0, min: -11, max: 11, step: 1 },
    { name: 'gainDb', type: 'number', default: 0, min: -60, max: 12, step: 0.1, unit: 'dB' },
    { name: 'waveform', type: 'list', default: 'triangle', options: WAVEFORMS },
    { name: 'voiceCount', type: 'number', default: 8, min: 1, max: 16, step: 1 },
    { name: 'attackVelSens', type: 'number', default: 0.8, min: -1, max: 1, step: 0.01 },
    {
      name: 'attack',
      type: 'number',
      default: 0.2,
      min: 0.001,
      max: 5,
      step: 0.001,
      unit: 's',
      scale: 'log',
    },
    { name: 'decay', type: 'number', default: 0.5, min: 0.001, max: 5, step: 0.001, unit: 's', scale: 'log' },
    { name: 'sustain', type: 'number', default: 0.7, min: 0, max: 1, step: 0.01 },
    { name: 'sustainTime', type: 'number', default: 0, min: 0, max: 20, step: 0.01, unit: 's' },
    {
      name: 'release',
      type: 'number',
      default: 0.8,
      min: 0.001,
      max: 10,
      step: 0.001,
      unit: 's',
      scale: 'log',
    },
  ],
  inputs: [
    { name: 'notes', type: 'array' },
    { name: 'velocities', type: 'array' },
    // null, not 0: an unconnected detuneIn means "use the detune parameter".
    { name: 'detuneIn', type: 'number', initial: null },
  ],
  outputs: [{ name: 'audioout', type: 'audio' }],
}

/** 小号合成器: a monophonic brass voice. */
export const TRUMPET: ModuleDefinition = {
  type: 'trumpet',
  className: 'TrumpetModule',
  label: '小号合成器',
  defaultName: '小号合成器',
  category: '信号源',
  audio: true,
  description:
    'A monophonic trumpet synthesizer played by note arrays, with brightness, vibrato and portamento; the expression input (0..1) scales its loudness.',
  parameters: [
    { name: 'level', type: 'number', default: -10, min: -48, max: 0, step: 0.5, unit: 'dB' },
    {
      name: 'attack',
      type: 'number',
      default: 0.04,
      min: 0.005,
      max: 1,
      step: 0.001,
      unit: 's',
      scale: 'log',
    },
    { name: 'sustain', type: 'number', default: 0.65, min: 0.1, max: 1, step: 0.01 },
    {
      name: 'release',
      type: 'number',
      default: 0.45,
      min: 0.05,
      max: 2.5,
      step: 0.01,
      unit: 's',
      scale: 'log',
    },
    { name: 'brightness', type: 'number', default: 0.6, min: 0, max: 1, step: 0.01 },
    { name: 'vibratoRate', type: 'number', default: 5.5, min: 0.1, max: 10, step: 0.1, unit: 'Hz' },
    { name: 'vibratoDepth', type: 'number', default: 0.08, min: 0, max: 0.5, step: 0.01 },
    { name: 'portamento', type: 'number', default: 0.08, min: 0, max: 0.6, step: 0.01, unit: 's' },
  ],
  inputs: [
    { name: 'notes', type: 'array' },
    { name: 'velocities', type: 'array' },
    { name: 'expression', type: 'number', initial: 1 },
  ],
  outputs: [{ name: 'audioout', type: 'audio' }],
}
