/** The module kinds the offline generator writes DSP for. */
export const MODULE_KINDS = [
  'gain',
  'limiter',
  'compressor',
  'peaking',
  'lowShelf',
  'highShelf',
  'highPass',
  'lowPass',
  'notch',
  'delay',
  'softClipper',
  'noiseGate',
] as const

export type ModuleKind = (typeof MODULE_KINDS)[number]

/** The filter kinds: an RBJ-cookbook biquad each. */
export const FILTER_KINDS: readonly ModuleKind[] = [
  'peaking',
  'lowShelf',
  'highShelf',
  'highPass',
  'lowPass',
  'notch',
]

/** One numeric parameter a module exposes. */
export interface ParamDef {
  key: string
  min: number
  max: number
  default: number
  unit?: string
}

/** A kind's standard parameter, with the other names models use for it. */
export interface StandardParam extends ParamDef {
  aliases: readonly string[]
  /** Frequencies must stay below Nyquist; the definition's sample rate decides where that is. */
  frequency?: true
  /** Where a definition may move the range to, when wider than [min, max]: the DSP is sound within these. */
  limits?: readonly [number, number]
}

const fc = (min: number, max: number, value: number): StandardParam => ({
  key: 'fc',
  min,
  max,
  default: value,
  unit: 'Hz',
  aliases: ['frequency', 'freq', 'f0', 'cutoff', 'centerFrequency', 'fcHz'],
  frequency: true,
  limits: [1, 200_000],
})
const gainDb = (min: number, max: number, value: number): StandardParam => ({
  key: 'gainDb',
  min,
  max,
  default: value,
  unit: 'dB',
  aliases: ['gain', 'boost', 'level', 'levelDb'],
  limits: [-96, 48],
})
const q = (min: number, max: number, value: number): StandardParam => ({
  key: 'q',
  min,
  max,
  default: value,
  aliases: ['Q', 'quality', 'resonance'],
  limits: [0.05, 200],
})
const ms = (key: string, min: number, max: number, value: number, aliases: string[]): StandardParam => ({
  key,
  min,
  max,
  default: value,
  unit: 'ms',
  aliases,
})
const db = (key: string, min: number, max: number, value: number, aliases: string[]): StandardParam => ({
  key,
  min,
  max,
  default: value,
  unit: 'dB',
  aliases,
})
const TIME_LIMITS = [0.01, 10_000] as const
const attackMs = (min: number, max: number, value: number) => ({
  ...ms('attackMs', min, max, value, ['attack', 'lookaheadMs', 'lookahead']),
  limits: TIME_LIMITS,
})
const releaseMs = (min: number, max: number, value: number) => ({
  ...ms('releaseMs', min, max, value, ['release']),
  limits: TIME_LIMITS,
})
const thresholdDb = (min: number, max: number, value: number) => ({
  ...db('thresholdDb', min, max, value, ['threshold']),
  limits: [-120, 24] as const,
})

/**
 * Each kind's parameters with ranges an audio engineer would accept; a definition without `params` exposes
 * all of them, one with `params` exposes those it lists and fixes the rest at these defaults.
 */
export const STANDARD_PARAMS: Record<ModuleKind, readonly StandardParam[]> = {
  gain: [
    gainDb(-60, 24, 0),
    { key: 'invert', min: 0, max: 1, default: 0, aliases: ['polarity', 'phaseInvert', 'inverted'] },
  ],
  limiter: [
    db('ceilingDb', -24, 0, -1, ['ceiling', 'threshold', 'thresholdDb']),
    attackMs(0.1, 20, 1.5),
    releaseMs(1, 2000, 100),
  ],
  compressor: [
    thresholdDb(-60, 0, -20),
    { key: 'ratio', min: 1, max: 20, default: 4, aliases: ['compressionRatio'] },
    db('kneeDb', 0, 24, 6, ['knee']),
    attackMs(0.1, 200, 10),
    releaseMs(1, 2000, 150),
    db('makeupDb', 0, 24, 0, ['makeup', 'makeupGain', 'outputGain']),
  ],
  peaking: [fc(20, 20000, 1000), gainDb(-24, 24, 6), q(0.1, 20, 1.41)],
  lowShelf: [
    fc(20, 2000, 120),
    gainDb(-24, 24, 4),
    { key: 'slope', min: 0.1, max: 1, default: 1, aliases: ['slopeS', 'S', 'shelfSlope'] },
  ],
  highShelf: [
    fc(1000, 20000, 8000),
    gainDb(-24, 24, -3),
    { key: 'slope', min: 0.1, max: 1, default: 1, aliases: ['slopeS', 'S', 'shelfSlope'] },
  ],
  highPass: [fc(10, 2000, 80), q(0.3, 5, Math.SQRT1_2)],
  lowPass: [fc(200, 20000, 8000), q(0.3, 5, Math.SQRT1_2)],
  notch: [fc(20, 20000, 50), q(0.5, 100, 10)],
  delay: [{ ...ms('delayMs', 0, 500, 10, ['delay', 'time', 'delayTime']), limits: [0, 5000] }],
  softClipper: [
    db('driveDb', 0, 36, 6, ['drive', 'inputGain']),
    db('outputDb', -24, 6, -1, ['output', 'ceiling', 'ceilingDb', 'outputGain']),
    { key: 'curve', min: 0, max: 1, default: 0, aliases: ['shape', 'cubic'] },
  ],
  noiseGate: [
    thresholdDb(-90, 0, -50),
    db('rangeDb', -90, 0, -40, ['range', 'attenuation', 'floorDb', 'depthDb']),
    attackMs(0.1, 50, 1),
    { ...ms('holdMs', 0, 500, 20, ['hold']), limits: [0, 5000] },
    releaseMs(1, 2000, 100),
  ],
}

/** The standard parameter a key or alias names (case-insensitive), if the kind has one. */
export function standardParam(kind: ModuleKind, key: string): StandardParam | undefined {
  const wanted = key.toLowerCase()
  return STANDARD_PARAMS[kind].find(
    (param) =>
      param.key.toLowerCase() === wanted || param.aliases.some((alias) => alias.toLowerCase() === wanted),
  )
}
