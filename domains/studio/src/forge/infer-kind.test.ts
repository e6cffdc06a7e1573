import { describe, expect, it } from 'vitest'
import { inferKind, kindNamedIn } from './infer-kind.ts'

describe('kindNamedIn', () => {
  it.each([
    ['生成一个限幅器', 'limiter'],
    ['PeakLimiter', 'limiter'],
    ['为新 EQ 模块生成单测', 'peaking'],
    ['参数均衡', 'peaking'],
    ['VocalCompressor', 'compressor'],
    ['软限幅', 'softClipper'],
    ['high-pass EQ', 'highPass'],
    ['LowShelfEq', 'lowShelf'],
    ['去掉哼声的陷波', 'notch'],
    ['时间对齐', 'delay'],
    ['NoiseGate', 'noiseGate'],
    ['polarity invert', 'gain'],
  ])('%s → %s', (text, kind) => {
    expect(kindNamedIn(text)).toBe(kind)
  })

  it('does not read "frequency" as an EQ or "threshold" (门限) as a gate', () => {
    expect(kindNamedIn('frequency response')).toBeUndefined()
    expect(kindNamedIn('门限')).toBeUndefined()
  })
})

describe('inferKind', () => {
  it('lets the first text that names a kind decide', () => {
    expect(inferKind('Module', undefined, '生成一个压缩器')).toBe('compressor')
    expect(inferKind('Hpf', 'a high-pass', '生成一个压缩器')).toBe('highPass')
    expect(inferKind('Module', undefined, '')).toBeUndefined()
  })
})
