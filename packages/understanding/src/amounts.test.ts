import { describe, expect, it } from 'vitest'
import { read } from './read.ts'
import { lexicon } from './test-fixtures/lexicon.ts'
import type { Amount } from './types.ts'

const amounts = (text: string): Amount[] => read(text, lexicon).clauses.flatMap((clause) => clause.amounts)

describe('amounts', () => {
  it('reads an absolute value with its unit and converts to the base unit', () => {
    expect(amounts('set the cutoff to 2.5 khz')).toMatchObject([
      { kind: 'absolute', value: 2.5, unit: 'khz', dimension: 'frequency', base: 2500 },
    ])
  })

  it('reads a cut as a decrease, never as a value to set', () => {
    expect(amounts('增益 cut 4db')).toMatchObject([
      { kind: 'relative', direction: 'down', by: { value: 4, unit: 'db' } },
    ])
    expect(amounts('lower the cutoff by 300 hz')).toMatchObject([
      { kind: 'relative', direction: 'down', by: { base: 300 } },
    ])
  })

  it('reads "down 50 Hz" after the parameter as a change of 50, not a value of 50', () => {
    expect(amounts('move the cutoff down 50 hz')).toMatchObject([{ kind: 'relative', direction: 'down' }])
  })

  it('reads a unit said before its number (百分之二十) as that unit', () => {
    expect(amounts('把增益调到百分之二十')).toMatchObject([{ kind: 'absolute', value: 20, unit: 'percent' }])
  })

  it('lets an explicit "to / 到" win over the direction word', () => {
    expect(amounts('把截止频率提高到八百赫兹')).toMatchObject([{ kind: 'absolute', base: 800 }])
  })

  it('reads an octave as twelve semitones, with or without a number', () => {
    expect(amounts('pitch two octaves higher')).toMatchObject([
      { kind: 'relative', direction: 'up', by: { value: 2, base: 24 } },
    ])
    expect(amounts('音高降低一个八度')).toMatchObject([
      { kind: 'relative', direction: 'down', by: { value: 1, base: 12 } },
    ])
    expect(amounts('an octave lower')).toMatchObject([
      { kind: 'relative', direction: 'down', by: { base: 12 } },
    ])
  })

  it('reads factors and degrees with no number', () => {
    expect(amounts('把增益翻倍')).toMatchObject([{ kind: 'relative', direction: 'up', factor: 2 }])
    expect(amounts('halve the gain')).toMatchObject([{ kind: 'relative', direction: 'down', factor: 0.5 }])
    expect(amounts('a little more gain')).toMatchObject([
      { kind: 'relative', direction: 'up', degree: 'small' },
    ])
    expect(amounts('增益稍微小一点')).toMatchObject([
      { kind: 'relative', direction: 'down', degree: 'small' },
    ])
  })

  it('reads a direction carried by a domain word', () => {
    expect(amounts('hotter')).toMatchObject([{ kind: 'relative', direction: 'up' }])
  })

  it('reads limits and ranges', () => {
    expect(amounts('八百以内的燕麦')).toMatchObject([{ kind: 'absolute', bound: 'max', base: 800 }])
    expect(amounts('rice under 60 yuan')).toMatchObject([
      { kind: 'absolute', bound: 'max', base: 60, unit: 'yuan' },
    ])
    expect(amounts('三十块左右')).toMatchObject([{ kind: 'absolute', bound: 'around', base: 30 }])
    expect(amounts('rice between 20 and 35 yuan')).toMatchObject([
      { kind: 'range', low: { base: 20, unit: 'yuan' }, high: { base: 35 } },
    ])
    expect(amounts('二十到四十块的红茶')).toMatchObject([
      { kind: 'range', low: { base: 20, unit: 'yuan' }, high: { base: 40, unit: 'yuan' } },
    ])
  })

  it('reads a limit said as a comparison or a prohibition, and "from … up to …" as a range', () => {
    expect(amounts('oats cheaper than 30')).toMatchObject([{ kind: 'absolute', bound: 'max', base: 30 }])
    expect(amounts('燕麦别超过八十')).toMatchObject([{ kind: 'absolute', bound: 'max', base: 80 }])
    expect(amounts('燕麦超过五十的')).toMatchObject([{ kind: 'absolute', bound: 'min', base: 50 }])
    expect(amounts('oats from 20 up to 45')).toMatchObject([
      { kind: 'range', low: { base: 20 }, high: { base: 45 } },
    ])
  })

  it('counts what a classifier counts', () => {
    const clause = read('来三袋大米', lexicon).clauses[0]!
    expect(clause.count).toBe(3)
    expect(read('add a couple of packs of oats', lexicon).clauses[0]!.count).toBe(2)
  })
})
