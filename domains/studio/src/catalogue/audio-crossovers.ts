import { booleanParam, enumParam, numberListParam, numberParam } from './audio-params.ts'
import type { ModuleDefinition } from './module-definition.ts'

/** Active crossovers: one input, one named output per band. */
export const AUDIO_CROSSOVERS: readonly ModuleDefinition[] = [
  {
    id: 'crossover-2way-v2',
    docId: 'xialgo://crossover-2way-v2',
    title: '2-way Crossover (Woofer + Tweeter)',
    titleZh: '二分频器',
    category: 'filter',
    certification: 'ISO 26262 QM',
    maturity: 'production',
    latencyMs: 0,
    signal: 'audio',
    response: 'crossover2',
    outputs: ['low', 'high'],
    params: [
      numberParam('fc', 500, 8000, 3000, 'Hz', 'Crossover frequency.', ['frequency', 'freq', 'crossover']),
      enumParam('order', ['LR2', 'LR4', 'LR8'], 'Linkwitz-Riley order of both branches.', 'LR4', ['slope']),
      enumParam(
        'tweeterPolarity',
        ['normal', 'inverted'],
        'Tweeter polarity (inverted with LR2).',
        'normal',
        ['polarity'],
      ),
      numberParam('tweeterGainDb', -24, 6, 0, 'dB', 'Tweeter level matching.', ['tweeterGain', 'highGain']),
      numberParam('tweeterDelayMs', 0, 10, 0, 'ms', 'Tweeter delay, in 1-sample steps.', [
        'tweeterDelay',
        'highDelay',
      ]),
      numberParam('woofGainDb', -24, 6, 0, 'dB', 'Woofer level matching.', [
        'woofGain',
        'wooferGainDb',
        'lowGain',
      ]),
    ],
    keywords: [
      '二分频',
      '分频器',
      '高音',
      '低音',
      '高音头',
      '中低音',
      'crossover',
      '2-way',
      'two-way',
      'tweeter',
      'woofer',
    ],
    description:
      'Splits into woofer (LR low-pass) and tweeter (LR high-pass) with per-branch gain, polarity, delay.',
  },
  {
    id: 'crossover-3way-v2',
    docId: 'xialgo://crossover-3way-v2',
    title: '3-way Crossover (Woofer / Mid / Tweeter)',
    titleZh: '三分频器',
    category: 'filter',
    certification: 'ISO 26262 QM',
    maturity: 'production',
    latencyMs: 0,
    signal: 'audio',
    response: 'crossover3',
    outputs: ['low', 'mid', 'high'],
    params: [
      numberParam('fcLow', 80, 1000, 400, 'Hz', 'Low / mid crossover frequency.', [
        'lowFrequency',
        'lowCrossover',
      ]),
      numberParam('fcHigh', 1500, 8000, 4000, 'Hz', 'Mid / high crossover; keep fcHigh ≥ 4·fcLow.', [
        'highFrequency',
        'highCrossover',
      ]),
      enumParam('order', ['LR2', 'LR4', 'LR8'], 'Linkwitz-Riley order.', 'LR4', ['slope']),
      booleanParam('allpassComp', true, 'Allpass on the low branch so the three bands sum flat.', [
        'compensation',
      ]),
      numberListParam('bandGainDb', [-24, 6], [0, 0, 0], 3, 'Gain of the low, mid and high bands (dB).', [
        'bandGain',
        'gains',
      ]),
      numberListParam('bandDelayMs', [0, 10], [0, 0, 0], 3, 'Delay of the low, mid and high bands (ms).', [
        'bandDelay',
        'delays',
      ]),
      numberListParam(
        'bandPolarity',
        [-1, 1],
        [1, 1, 1],
        3,
        'Polarity of the low, mid and high bands: 1 normal, −1 inverted.',
        ['polarity', 'polarities'],
      ),
    ],
    keywords: [
      '三分频',
      '分频器',
      '中音',
      '高音',
      '低音',
      'crossover',
      '3-way',
      'three-way',
      'midrange',
      'tweeter',
      'woofer',
    ],
    description:
      'LR tree crossover into low, mid and high bands with allpass compensation on the low branch.',
  },
]
