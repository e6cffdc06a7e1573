import type { ModuleDefinition } from './module-definition.ts'

/** 低频振荡器(LFO): a slow control signal for modulation. */
export const LFO: ModuleDefinition = {
  type: 'lfo',
  className: 'LFOModule',
  label: '低频振荡器(LFO)',
  defaultName: 'LFO',
  category: '逻辑',
  // Not a sound source, but it can be switched off like one: its output is then 0.
  audio: true,
  description:
    'A low-frequency oscillator: signal = ((wave+1)/2)*depth in 0..1, updated every 16 ms; 0 when disabled. Connect it to a number input such as freqMod or gainMod.',
  parameters: [
    { name: 'rate', type: 'number', default: 1, min: 0.1, max: 20, step: 0.1, unit: 'Hz' },
    { name: 'depth', type: 'number', default: 0.5, min: 0, max: 1, step: 0.01 },
    { name: 'waveform', type: 'list', default: 'sine', options: ['sine', 'square', 'sawtooth', 'triangle'] },
  ],
  inputs: [],
  outputs: [{ name: 'signal', type: 'number' }],
}

/** 数字输入: a constant control value. */
export const NUMBER_INPUT: ModuleDefinition = {
  type: 'numberinput',
  className: 'NumberInputModule',
  label: '数字输入',
  defaultName: '数字输入',
  category: '逻辑',
  audio: false,
  description: 'A constant number (0..999) sent on its output, e.g. a tempo for the sequencer bpm input.',
  parameters: [{ name: 'value', type: 'number', default: 120, min: 0, max: 999, step: 1 }],
  inputs: [],
  outputs: [{ name: 'output', type: 'number' }],
}

/** 计算器: arithmetic on two control values. */
export const CALCULATOR: ModuleDefinition = {
  type: 'calculator',
  className: 'CalculatorModule',
  label: '计算器',
  defaultName: '计算器',
  category: '逻辑',
  audio: false,
  description:
    "Computes a (operation) b. Division by zero outputs 0 and sets status to 'Error: Div by 0'; otherwise status is 'OK'.",
  parameters: [
    { name: 'operation', type: 'list', default: '+', options: ['+', '-', '*', '/'] },
    { name: 'status', type: 'string', default: 'Ready', readonly: true },
  ],
  inputs: [
    { name: 'a', type: 'number', initial: 0 },
    { name: 'b', type: 'number', initial: 0 },
  ],
  outputs: [{ name: 'output', type: 'number' }],
}

/** 示波器: draws a control signal over time. */
export const OSCILLOSCOPE: ModuleDefinition = {
  type: 'oscilloscope',
  className: 'OscilloscopeModule',
  label: '示波器',
  defaultName: '示波器',
  category: '逻辑',
  audio: false,
  customUI: 'oscilloscope',
  description: 'Plots the control value on its number input over time (e.g. an LFO signal).',
  parameters: [],
  inputs: [{ name: 'input', type: 'number' }],
  outputs: [],
}
