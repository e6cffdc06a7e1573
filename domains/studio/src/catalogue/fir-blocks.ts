import type { ModuleDefinition } from './module-definition.ts'

/**
 * FIR filtering and long convolution. Their response is whatever coefficients are loaded, which the
 * catalogue does not know, so the DSP treats them as flat until coefficients are designed.
 */
export const FIR_BLOCKS: readonly ModuleDefinition[] = [
  {
    id: 'fir-filter-v2',
    docId: 'xialgo://fir-filter-v2',
    title: 'FIR Filter and FIR vs IIR',
    titleZh: 'FIR 滤波器',
    category: 'filter',
    certification: 'ISO 26262 QM',
    maturity: 'production',
    latencyMs: 10.7,
    signal: 'audio',
    response: 'flat',
    params: [
      {
        key: 'taps',
        type: 'number',
        min: 16,
        max: 8192,
        default: 1024,
        integer: true,
        aliases: ['length', 'order'],
        description: 'Filter length; a linear-phase FIR delays by (taps − 1)/2 samples.',
      },
      {
        key: 'coefficients',
        type: 'numberList',
        // A unit impulse: passes audio unchanged until XiTune or XiForge exports a design.
        min: -16,
        max: 16,
        maxItems: 8192,
        default: [1],
        aliases: ['coeffs', 'h'],
        description: 'float32 coefficients exported by XiTune or XiForge.',
      },
      {
        key: 'phaseMode',
        type: 'enum',
        values: ['linear', 'minimum', 'mixed'],
        default: 'linear',
        aliases: ['phase'],
        description: 'Linear phase (latency, pre-ringing) or minimum phase (low latency).',
      },
      {
        key: 'implementation',
        type: 'enum',
        values: ['direct', 'partitionedFFT'],
        default: 'direct',
        description: 'Direct form, or partitioned FFT (recommended from 256 taps).',
      },
    ],
    keywords: ['FIR', 'FIR 滤波器', '线性相位', '相位校正', 'FIR filter', 'linear phase', 'convolution'],
    description:
      'Filters with a finite impulse response: linear-phase or minimum-phase EQ and phase correction.',
  },
  {
    id: 'convolution-upols-v1',
    docId: 'xialgo://convolution-upols-v1',
    title: 'Partitioned Convolution Engine',
    titleZh: '分块卷积引擎',
    category: 'filter',
    certification: 'ISO 26262 QM',
    maturity: 'beta',
    latencyMs: 2.7,
    signal: 'audio',
    response: 'flat',
    params: [
      {
        key: 'irLength',
        type: 'number',
        min: 256,
        max: 65536,
        default: 8192,
        integer: true,
        unit: 'samples',
        aliases: ['length', 'taps'],
        description: 'Impulse response length.',
      },
      {
        key: 'blockSize',
        type: 'number',
        // The document allows 32, 64, 128, 256 or 512 samples.
        min: 32,
        max: 512,
        default: 128,
        integer: true,
        unit: 'samples',
        aliases: ['block'],
        description: 'Partition size, a power of two from 32 to 512; latency is one block (128 ≈ 2.7 ms).',
      },
      {
        key: 'partitioning',
        type: 'enum',
        values: ['uniform', 'nonUniform'],
        default: 'uniform',
        description: 'Uniform partitions, or small then large ones for low latency at low CPU.',
      },
    ],
    keywords: [
      '卷积',
      '分块卷积',
      '长 FIR',
      'convolution',
      'partitioned convolution',
      'UPOLS',
      'FFT',
      'reverb IR',
    ],
    description:
      'Convolves with long impulse responses by uniformly partitioned FFT at the latency of one block.',
  },
]
