import type { ModuleDefinition } from './module-definition.ts'

/** 扬声器: the audio output, left and right. */
export const SPEAKER: ModuleDefinition = {
  type: 'speaker',
  className: 'SpeakerModule',
  label: '扬声器',
  defaultName: '扬声器',
  category: '输出',
  audio: true,
  // Browsers start audio only after a gesture, so the speaker waits for the user's 启动音频 button.
  startsDisabled: true,
  customUI: 'CommonButton',
  description:
    'The audio output. Balance gains: left = 1 when balance <= 0 else 1-balance; right = 1 when balance >= 0 else 1+balance. It starts disabled until the user presses 启动音频 (a browser needs a gesture).',
  parameters: [
    { name: 'level', type: 'number', default: -12, min: -60, max: 0, step: 0.1, unit: 'dB' },
    { name: 'balance', type: 'number', default: 0, min: -1, max: 1, step: 0.01 },
  ],
  inputs: [
    { name: 'audioInLeft', type: 'audio' },
    { name: 'audioInRight', type: 'audio' },
  ],
  outputs: [],
}
