import { describe, expect, it } from 'vitest'
import { amountsIn } from './amounts.ts'

const read = (text: string) => amountsIn(text).map(({ value, unit, relative }) => ({ value, unit, relative }))

describe('amounts in a request', () => {
  it.each([
    ['高架 cut 4dB', { value: -4, unit: 'db', relative: true }],
    ['把高频衰减 3 dB', { value: -3, unit: 'db', relative: true }],
    ['boost it by 2 dB', { value: 2, unit: 'db', relative: true }],
    ['频点往下挪二十赫兹', { value: -20, unit: 'hz', relative: true }],
    ['截止频率降到 20Hz', { value: 20, unit: 'hz', relative: false }],
    ['lower it to -2 dB', { value: -2, unit: 'db', relative: false }],
    ['corner down by 1k', { value: -1000, unit: 'hz', relative: true }],
    ['24 dB/oct', { value: 24, unit: 'dbPerOctave', relative: false }],
    ['每倍频程 12dB', { value: 12, unit: 'dbPerOctave', relative: false }],
    ['ceiling -0.3 dBFS', { value: -0.3, unit: 'db', relative: false }],
    ['make it 3 dB quieter', { value: -3, unit: 'db', relative: true }],
    ['raise the cutoff an octave', { value: 1, unit: 'oct', relative: true }],
    ['half a dB more', { value: 0.5, unit: 'db', relative: true }],
    ['降低一个八度', { value: -1, unit: 'oct', relative: true }],
    ['把增益从 0 改到 2', { value: 2, unit: undefined, relative: false }],
    ['knock it down by three dB', { value: -3, unit: 'db', relative: true }],
    ['twenty four dB per octave', { value: 24, unit: 'dbPerOctave', relative: false }],
    ['release 0.2 seconds', { value: 200, unit: 'ms', relative: false }],
    ['make it 4th order', { value: 4, unit: 'order', relative: false }],
    ['ratio 4:1', { value: 4, unit: 'x', relative: false }],
    ['压缩比 4比1', { value: 4, unit: 'x', relative: false }],
    ['take 3 dB off', { value: -3, unit: 'db', relative: true }],
    ['低架少给 1 dB', { value: -1, unit: 'db', relative: true }],
    ['flatten it', { value: 0, unit: 'db', relative: false }],
    ['增益归零', { value: 0, unit: 'db', relative: false }],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual([expected])
  })

  it('the 增 of 增益 is no direction: 低架增益 2dB is a value, not a boost', () => {
    expect(read('低架增益 2dB')).toEqual([{ value: 2, unit: 'db', relative: false }])
  })

  it('an English word is a number only with a unit after it or as what a value is set to', () => {
    expect(read('set the low shelf gain to zero')).toEqual([{ value: 0, unit: undefined, relative: false }])
    expect(read('add another shelf and leave two of them')).toEqual([])
  })

  it('classifiers, ordinals and version digits are not amounts', () => {
    expect(read('加一个 eq-parametric-v2')).toEqual([])
    expect(read('第一个模块')).toEqual([])
  })

  it('a factor word scales the current value: 减半, double', () => {
    expect(amountsIn('增益减半')).toMatchObject([{ value: 0.5, scale: true }])
    expect(amountsIn('double the release')).toMatchObject([{ value: 2, scale: true }])
  })

  it('two numbers keep their own units and positions', () => {
    const [first, second] = amountsIn('低架 100Hz，高架 -2dB')
    expect(first).toMatchObject({ value: 100, unit: 'hz' })
    expect(second).toMatchObject({ value: -2, unit: 'db' })
    expect(second!.at).toBeGreaterThan(first!.end)
  })
})

describe('amounts said in words (issue 41 round 8)', () => {
  it('an ordinal before "order" is the order; an ordinal elsewhere is no amount', () => {
    expect(read('a fifth-order high-pass')).toEqual([{ value: 5, unit: 'order', relative: false }])
    expect(read('the third shelf')).toEqual([])
  })
  it('a sign word makes a spelled number a value; microseconds are thousandths of a millisecond', () => {
    expect(read('ceiling minus four')).toEqual([{ value: -4, unit: undefined, relative: false }])
    expect(read('800 microseconds')).toEqual([{ value: 0.8, unit: 'ms', relative: false }])
  })
  it('一 between a verb and its repetition (压一压) is no amount', () => {
    expect(read('高频压一压')).toEqual([])
    expect(read('降一 dB')).toEqual([{ value: -1, unit: 'db', relative: true }])
  })
})
