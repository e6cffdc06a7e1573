import type { ModuleDefinition, PortDefinition } from './module-definition.ts'

// Every effect has one mixed audio input and one audio output; disabled, it passes the input through.
const AUDIO_IN: PortDefinition[] = [{ name: 'input', type: 'audio' }]
const AUDIO_OUT: PortDefinition[] = [{ name: 'output', type: 'audio' }]

/** 混响效果: a reverb. */
export const REVERB: ModuleDefinition = {
  type: 'reverb',
  className: 'ReverbModule',
  label: '混响效果',
  defaultName: '混响效果器',
  category: '效果',
  audio: true,
  customUI: 'XYPad',
  description: 'A reverb: decay time, wet/dry mix and pre-delay. The XY pad sets decay (x) and wet (y).',
  parameters: [
    { name: 'decay', type: 'number', default: 2, min: 0.1, max: 10, step: 0.1, unit: 's' },
    { name: 'wet', type: 'number', default: 0.5, min: 0, max: 1, step: 0.01 },
    { name: 'preDelay', type: 'number', default: 0.01, min: 0, max: 0.5, step: 0.01, unit: 's' },
  ],
  inputs: AUDIO_IN,
  outputs: AUDIO_OUT,
}

/** 回声延迟: a feedback delay. */
export const DELAY: ModuleDefinition = {
  type: 'delay',
  className: 'DelayModule',
  label: '回声延迟',
  defaultName: '回声延迟',
  category: '效果',
  audio: true,
  customUI: 'XYPad',
  description: 'A feedback delay (echo). The XY pad sets delayTime (x) and feedback (y).',
  parameters: [
    { name: 'delayTime', type: 'number', default: 0.25, min: 0, max: 1, step: 0.01, unit: 's' },
    { name: 'feedback', type: 'number', default: 0.5, min: 0, max: 0.95, step: 0.01 },
    { name: 'wet', type: 'number', default: 0.5, min: 0, max: 1, step: 0.01 },
  ],
  inputs: AUDIO_IN,
  outputs: AUDIO_OUT,
}

/** 均衡器: a 3-band EQ, also the catalogue's only filter. */
export const EQ: ModuleDefinition = {
  type: 'eq',
  className: 'EQModule',
  label: '均衡器',
  defaultName: '均衡器',
  category: '效果',
  audio: true,
  description:
    'A 3-band equalizer (the filter of this catalogue): low/mid/high gains in dB, split at lowFrequency and highFrequency. Cut high for a low-pass sound, cut low for a high-pass sound.',
  parameters: [
    { name: 'low', type: 'number', default: 0, min: -24, max: 24, step: 0.1, unit: 'dB' },
    { name: 'mid', type: 'number', default: 0, min: -24, max: 24, step: 0.1, unit: 'dB' },
    { name: 'high', type: 'number', default: 0, min: -24, max: 24, step: 0.1, unit: 'dB' },
    { name: 'lowFrequency', type: 'number', default: 400, min: 50, max: 1000, step: 10, unit: 'Hz' },
    { name: 'highFrequency', type: 'number', default: 2500, min: 1000, max: 10000, step: 100, unit: 'Hz' },
  ],
  inputs: AUDIO_IN,
  outputs: AUDIO_OUT,
}

/** 复古破碎: a bit crusher. */
export const BITCRUSHER: ModuleDefinition = {
  type: 'bitcrusher',
  className: 'BitCrusherModule',
  label: '复古破碎',
  defaultName: '复古破碎',
  category: '效果',
  audio: true,
  customUI: 'XYPad',
  description: 'A bit crusher for lo-fi grit: bit depth and wet mix. The XY pad sets bits (x) and wet (y).',
  parameters: [
    { name: 'bits', type: 'number', default: 4, min: 1.8, max: 5, step: 0.1 },
    { name: 'wet', type: 'number', default: 1, min: 0, max: 1, step: 0.01 },
  ],
  inputs: AUDIO_IN,
  outputs: AUDIO_OUT,
}
