import type { ModuleDefInput } from './module-def.ts'
import type { ModuleKind } from './module-kinds.ts'

/** One request as a person (through the model) makes it, with the kind it should come out as. */
export interface ModuleDefCase {
  prompt: string
  moduleDef: ModuleDefInput
  expectedKind: ModuleKind
}

/**
 * Module requests as people make them in XiForge: every kind, the three sample rates, kinds left for the
 * generator to infer, custom parameter ranges, and aliases for parameter keys.
 */
export const MODULE_DEF_SET: readonly ModuleDefCase[] = [
  { prompt: '生成一个限幅器', moduleDef: { name: 'PeakLimiter' }, expectedKind: 'limiter' },
  {
    prompt: 'Brickwall limiter for the amp output at 96 kHz, ceiling -0.3 dB',
    moduleDef: {
      name: 'OutputLimiter',
      kind: 'limiter',
      sampleRate: 96_000,
      params: [{ key: 'ceiling', min: -6, max: 0, default: -0.3, unit: 'dB' }],
    },
    expectedKind: 'limiter',
  },
  {
    prompt: '做一个快速限幅，攻击 0.5 ms，释放 50 ms',
    moduleDef: {
      name: '快速限幅器',
      sampleRate: 44_100,
      params: [
        { key: 'ceilingDb', min: -12, max: 0, default: -2 },
        { key: 'attackMs', min: 0.2, max: 5, default: 0.5 },
        { key: 'releaseMs', min: 10, max: 500, default: 50 },
      ],
    },
    expectedKind: 'limiter',
  },
  { prompt: '生成一个压缩器', moduleDef: { name: 'VocalCompressor' }, expectedKind: 'compressor' },
  {
    prompt: 'Hard-knee bus compressor, 8:1, makeup 6 dB',
    moduleDef: {
      name: 'BusComp',
      kind: 'compressor',
      sampleRate: 96_000,
      params: [
        { key: 'threshold', min: -40, max: 0, default: -18 },
        { key: 'ratio', min: 1, max: 20, default: 8 },
        { key: 'knee', min: 0, max: 12, default: 0 },
        { key: 'makeup', min: 0, max: 12, default: 6 },
      ],
    },
    expectedKind: 'compressor',
  },
  {
    prompt: '来一个动态压缩，给低音用',
    moduleDef: { name: 'BassDynamics', sampleRate: 44_100 },
    expectedKind: 'compressor',
  },
  { prompt: '为新 EQ 模块生成单测', moduleDef: { name: 'NewEq' }, expectedKind: 'peaking' },
  {
    prompt: '参数均衡：1 kHz 处衰减 4 dB，Q 2',
    moduleDef: {
      name: 'CabinEq1k',
      sampleRate: 96_000,
      params: [
        { key: 'frequency', min: 200, max: 5000, default: 1000, unit: 'Hz' },
        { key: 'gain', min: -12, max: 12, default: -4, unit: 'dB' },
        { key: 'Q', min: 0.5, max: 8, default: 2 },
      ],
    },
    expectedKind: 'peaking',
  },
  {
    prompt: 'a bell EQ band',
    moduleDef: { name: 'Bell', kind: 'peaking', sampleRate: 44_100 },
    expectedKind: 'peaking',
  },
  { prompt: '低频太闷，做一个低架', moduleDef: { name: 'LowShelfEq' }, expectedKind: 'lowShelf' },
  {
    prompt: 'A gentle bass shelf at 44.1 kHz with a soft slope',
    moduleDef: {
      name: 'BassShelf',
      kind: 'lowShelf',
      sampleRate: 44_100,
      params: [
        { key: 'fc', min: 40, max: 400, default: 150, unit: 'Hz' },
        { key: 'gainDb', min: -12, max: 12, default: 6, unit: 'dB' },
        { key: 'slope', min: 0.3, max: 1, default: 0.5 },
      ],
    },
    expectedKind: 'lowShelf',
  },
  {
    prompt: '高频有点刺，加一个高架',
    moduleDef: { name: 'TrebleTamer', sampleRate: 96_000 },
    expectedKind: 'highShelf',
  },
  {
    prompt: 'high shelf for air',
    moduleDef: { name: 'AirShelf', kind: 'highShelf' },
    expectedKind: 'highShelf',
  },
  { prompt: '生成一个高通滤波器', moduleDef: { name: 'Hpf80' }, expectedKind: 'highPass' },
  {
    prompt: 'Tweeter protection high-pass at 2 kHz, Butterworth',
    moduleDef: {
      name: 'TweeterProtect',
      kind: 'highPass',
      sampleRate: 96_000,
      params: [{ key: 'cutoff', min: 1000, max: 5000, default: 2000, unit: 'Hz' }],
    },
    expectedKind: 'highPass',
  },
  {
    prompt: '低切 20 Hz',
    moduleDef: { name: 'SubsonicFilter', sampleRate: 44_100 },
    expectedKind: 'highPass',
  },
  { prompt: '做个低通给低音炮', moduleDef: { name: 'SubwooferLowPass' }, expectedKind: 'lowPass' },
  {
    prompt: 'low-pass at 120 Hz for the subwoofer, Q 0.5',
    moduleDef: {
      name: 'SubLpf',
      kind: 'lowPass',
      sampleRate: 44_100,
      params: [
        { key: 'fc', min: 40, max: 300, default: 120 },
        { key: 'q', min: 0.3, max: 2, default: 0.5 },
      ],
    },
    expectedKind: 'lowPass',
  },
  { prompt: '去掉 50 Hz 交流哼声，做一个陷波', moduleDef: { name: 'HumNotch' }, expectedKind: 'notch' },
  {
    prompt: 'narrow notch at 3150 Hz for a cabin resonance',
    moduleDef: {
      name: 'ResonanceNotch',
      kind: 'notch',
      sampleRate: 96_000,
      params: [
        { key: 'fc', min: 1000, max: 8000, default: 3150 },
        { key: 'q', min: 2, max: 40, default: 20 },
      ],
    },
    expectedKind: 'notch',
  },
  { prompt: '做一个时间对齐的延时模块', moduleDef: { name: 'TimeAlignment' }, expectedKind: 'delay' },
  {
    prompt: 'Delay the rear speakers by 3.5 ms',
    moduleDef: {
      name: 'RearDelay',
      kind: 'delay',
      sampleRate: 44_100,
      params: [{ key: 'delayMs', min: 0, max: 20, default: 3.5, unit: 'ms' }],
    },
    expectedKind: 'delay',
  },
  {
    prompt: '生成一个软削波',
    moduleDef: { name: 'SoftClip', sampleRate: 96_000 },
    expectedKind: 'softClipper',
  },
  {
    prompt: 'a cubic saturation stage with 12 dB drive',
    moduleDef: {
      name: 'CubicSaturator',
      kind: 'softClipper',
      params: [
        { key: 'drive', min: 0, max: 24, default: 12 },
        { key: 'output', min: -12, max: 0, default: -3 },
        { key: 'curve', min: 0, max: 1, default: 1 },
      ],
    },
    expectedKind: 'softClipper',
  },
  { prompt: '加一个噪声门', moduleDef: { name: 'NoiseGate', sampleRate: 44_100 }, expectedKind: 'noiseGate' },
  {
    prompt: 'Gate for the microphone input: -60 dB threshold, 30 dB range',
    moduleDef: {
      name: 'MicGate',
      kind: 'noiseGate',
      sampleRate: 96_000,
      params: [
        { key: 'thresholdDb', min: -80, max: -20, default: -60 },
        { key: 'rangeDb', min: -60, max: 0, default: -30 },
      ],
    },
    expectedKind: 'noiseGate',
  },
  { prompt: '生成一个增益模块', moduleDef: { name: 'TrimGain' }, expectedKind: 'gain' },
  {
    prompt: 'inverted-polarity gain of -6 dB for the door woofer',
    moduleDef: {
      name: 'DoorWooferGain',
      kind: 'gain',
      sampleRate: 44_100,
      params: [
        { key: 'gainDb', min: -24, max: 6, default: -6 },
        { key: 'polarity', min: 0, max: 1, default: 1 },
      ],
    },
    expectedKind: 'gain',
  },
]
