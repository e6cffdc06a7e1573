/** A parameter of an XiAlgo module, as its knowledge document states it (name, range, unit, default). */
export type ParamSpec =
  | (ParamBase & {
      type: 'number'
      min: number
      max: number
      default: number
      unit?: string
      /** Integer parameters (order, taps). */
      integer?: boolean
    })
  | (ParamBase & { type: 'enum'; values: readonly string[]; default: string })
  | (ParamBase & { type: 'boolean'; default: boolean })
  /** A breakpoint curve (mapping curve, GALA speed → gain): points sorted by x. */
  | (ParamBase & {
      type: 'curve'
      default: ReadonlyArray<{ x: number; y: number }>
      maxPoints: number
    })
  /** A list of numbers (engine orders, crossover frequencies). */
  | (ParamBase & {
      type: 'numberList'
      min: number
      max: number
      maxItems: number
      default: readonly number[]
    })
  /** Free text (a signal name, a preset id). */
  | (ParamBase & { type: 'text'; default: string; maxLength: number })

interface ParamBase {
  key: string
  /** Other names people and models use for it (e.g. `gain` for `gainDb`, `frequency` for `fc`). */
  aliases?: readonly string[]
  /** One line for people and the model. */
  description: string
}

export type ParamValue = number | string | boolean | Array<{ x: number; y: number }> | number[]

/**
 * What a module does to the signal, which decides its transfer function in the DSP:
 * audio blocks have a frequency response; control blocks shape vehicle signals (mapping, smoothing);
 * sources generate sound; analysis blocks measure and pass audio through.
 */
export type SignalClass = 'audio' | 'control' | 'source' | 'analysis'

/** The transfer function family the DSP computes for an audio block. */
export type ResponseKind =
  | 'gain' // gain-polarity-mute: gainDb, polarity, mute
  | 'delay' // delay-time-alignment: delayMs
  | 'peaking' // eq-parametric: fc, gainDb, q, enabled
  | 'shelf' // eq-shelf: type lowShelf|highShelf, fc, gainDb, slopeS
  | 'passFilter' // filter-hpf-lpf: type highpass|lowpass, fc, order, alignment, q
  | 'linkwitzRiley' // filter-linkwitz-riley: type, fc, order
  | 'notch' // notch: fc, q, depthDb
  | 'allpass' // allpass-phase: order, fc, q
  | 'crossover2' // crossover-2way: outputs low|high
  | 'crossover3' // crossover-3way: outputs low|mid|high
  | 'compressor' // compressor / limiter / multiband: static curve; small-signal response is makeup gain
  | 'limiter'
  | 'dynamicEq' // dynamic-eq: a peaking band whose gain depends on level
  | 'gala' // speed-dependent volume: gain from the speed curve
  | 'flat' // passes audio unchanged (meters, analysers, control blocks)

/** One module type of the XiAlgo catalogue; each comes from one document of the `xialgo` knowledge collection. */
export interface ModuleDefinition {
  /** The catalogue id, the document id without its scheme: `eq-parametric-v2`. */
  id: string
  /** The knowledge document: `xialgo://eq-parametric-v2`. */
  docId: string
  /** English name, e.g. "Parametric EQ (Peaking)". */
  title: string
  /** Chinese name, e.g. 参数均衡. */
  titleZh: string
  category: string
  certification: string
  maturity: string
  latencyMs: number
  signal: SignalClass
  response: ResponseKind
  params: readonly ParamSpec[]
  /** Named outputs of a splitting block (crossovers); others have one unnamed output. */
  outputs?: readonly string[]
  /** Words people use for it, Chinese and English, for the offline engine and search. */
  keywords: readonly string[]
  /** One sentence: what it does. */
  description: string
}
