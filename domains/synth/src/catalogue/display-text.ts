import type { ConnectionProblem } from '../graph/connect.ts'
import options from './option-labels.json' with { type: 'json' }
import ports from './port-labels.json' with { type: 'json' }

/**
 * What the studio shows for parameters (Chinese and English) and modules (Chinese). The catalogue's own names and
 * descriptions stay as they are: they are the API and what the model reads.
 */
export const PARAMETER_LABELS: Readonly<Record<string, string>> = {
  enabled: '启用',
  gain: '增益',
  freq: '频率',
  waveform: '波形',
  freqModDepth: '调频深度',
  gainModDepth: '调幅深度',
  detune: '失谐',
  octave: '八度',
  semi: '半音',
  gainDb: '增益(dB)',
  voiceCount: '复音数',
  attackVelSens: '力度灵敏度',
  attack: '起音',
  decay: '衰减',
  sustain: '延音',
  sustainTime: '延音时长',
  release: '释音',
  level: '音量',
  brightness: '明亮度',
  vibratoRate: '颤音速度',
  vibratoDepth: '颤音深度',
  portamento: '滑音',
  rate: '速率',
  depth: '深度',
  channel: '通道',
  inputDevice: '输入设备',
  transpose: '移调',
  velocitySensitivity: '力度灵敏度',
  startNote: '起始音',
  noteCount: '键数',
  keyboardEnabled: '电脑键盘演奏',
  bpm: '速度(BPM)',
  wet: '干湿比',
  preDelay: '预延迟',
  delayTime: '延迟时间',
  feedback: '反馈',
  low: '低频',
  mid: '中频',
  high: '高频',
  lowFrequency: '低频分界',
  highFrequency: '高频分界',
  bits: '位深',
  balance: '左右平衡',
  value: '数值',
  operation: '运算',
  status: '状态',
}

/** The same labels in English, for the English page and English replies. */
export const PARAMETER_LABELS_EN: Readonly<Record<string, string>> = {
  enabled: 'Enabled',
  gain: 'Gain',
  freq: 'Frequency',
  waveform: 'Waveform',
  freqModDepth: 'FM depth',
  gainModDepth: 'AM depth',
  detune: 'Detune',
  octave: 'Octave',
  semi: 'Semitone',
  gainDb: 'Gain (dB)',
  voiceCount: 'Voices',
  attackVelSens: 'Velocity sensitivity',
  attack: 'Attack',
  decay: 'Decay',
  sustain: 'Sustain',
  sustainTime: 'Sustain time',
  release: 'Release',
  level: 'Level',
  brightness: 'Brightness',
  vibratoRate: 'Vibrato rate',
  vibratoDepth: 'Vibrato depth',
  portamento: 'Portamento',
  rate: 'Rate',
  depth: 'Depth',
  channel: 'Channel',
  inputDevice: 'Input device',
  transpose: 'Transpose',
  velocitySensitivity: 'Velocity sensitivity',
  startNote: 'First note',
  noteCount: 'Keys',
  keyboardEnabled: 'Play from the computer keyboard',
  bpm: 'Tempo (BPM)',
  wet: 'Wet/dry',
  preDelay: 'Pre-delay',
  delayTime: 'Delay time',
  feedback: 'Feedback',
  low: 'Low',
  mid: 'Mid',
  high: 'High',
  lowFrequency: 'Low crossover',
  highFrequency: 'High crossover',
  bits: 'Bit depth',
  balance: 'Balance',
  value: 'Value',
  operation: 'Operation',
  status: 'Status',
}

/** The label of a parameter in a language (Chinese unless told); a name without one is shown as it is. */
export function parameterLabel(name: string, language: 'zh' | 'en' = 'zh'): string {
  return (language === 'en' ? PARAMETER_LABELS_EN : PARAMETER_LABELS)[name] ?? name
}

const PORT_LABELS: Readonly<Record<string, { zh: string; en: string }>> = ports.labels

/** What a module card shows beside a port, in a language (port-labels.json); a port without one by its name. */
export function portLabel(name: string, language: 'zh' | 'en' = 'zh'): string {
  return PORT_LABELS[name]?.[language] ?? name
}

const OPTION_LABELS: Readonly<Record<string, { zh: string; en: string }>> = options.labels

/** What a select shows for a list parameter's choice, in a language (option-labels.json); else the option. */
export function optionLabel(option: string, language: 'zh' | 'en' = 'zh'): string {
  return OPTION_LABELS[option]?.[language] ?? option
}

/** A sentence per module type for people, in Chinese. */
export const MODULE_HELP: Readonly<Record<string, string>> = {
  simpleoscillator: '单个振荡器：调频输入按调频深度改变频率，调幅输入按调幅深度改变音量。',
  advancedoscillator: '带包络的复音振荡器：接收音符，按起音、衰减、延音、释音塑造每个音。',
  trumpet: '小号音色合成器：接收音符，可调明亮度、颤音和滑音。',
  reverb: '混响：给声音加上空间感，衰减越长空间越大，干湿比决定混入多少效果。',
  delay: '回声延迟：按延迟时间重复声音，反馈决定回声次数。',
  eq: '三段均衡器：分别调整低、中、高频的音量（dB）。',
  bitcrusher: '复古破碎：降低位深，得到粗糙的数字失真。',
  midiinput: 'MIDI 输入：从连接的 MIDI 设备接收音符。',
  keyboardinput: '键盘输入：用屏幕键盘或电脑键盘演奏音符。',
  sequencer: '简单音序器：按速度循环播放一串音符。',
  lfo: '低频振荡器：输出缓慢变化的控制信号，用来调制其他模块的参数。',
  numberinput: '数字输入：输出一个固定的数值。',
  calculator: '计算器：对两个输入做运算，输出结果。',
  oscilloscope: '示波器：显示接入信号的波形。',
  speaker: '扬声器：最终的声音输出，可调音量和左右平衡；需要先点“启动音频”。',
}

/**
 * Why a connection was refused, for the person (the reason text stays in English for the model): the
 * codes of `canConnect`, with the two modules named.
 */
export const CONNECTION_PROBLEM_TEXT: Readonly<
  Record<ConnectionProblem, (source: string, target: string) => string>
> = {
  unknown_module: () => '要连接的模块不在画布上',
  unknown_port: (source, target) => `${source} 或 ${target} 没有这个端口`,
  wrong_direction: () => '连接要从一个输出接到一个输入',
  type_mismatch: (source, target) => `${source} 和 ${target} 的端口类型不同（音频、数值、音符只能接同类）`,
  self_connection: () => '模块不能连接到自己',
  duplicate: (source, target) => `${source} 已经连到 ${target} 了`,
  no_compatible_port: (source, target) =>
    `${source} 没有能接到 ${target} 的端口（音频、数值、音符只能接同类）`,
  occupied: (_source, target) => `${target} 的数值输入都已有信号源；请拖到要替换的那个端口上`,
}

/** A refused connection in Chinese; an unknown code falls back to the model's reason. */
export function connectionProblemText(code: string, source: string, target: string, reason: string): string {
  const text = CONNECTION_PROBLEM_TEXT[code as ConnectionProblem] as
    | ((s: string, t: string) => string)
    | undefined
  return `无法连接：${text?.(source, target) ?? reason}`
}
