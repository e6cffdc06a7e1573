import { describe, expect, it } from 'vitest'
import { read } from './read.ts'
import { lexicon, shown } from './test-fixtures/lexicon.ts'

const pointed = (text: string, focus?: string) =>
  read(text, lexicon, { candidates: shown, ...(focus ? { focus } : {}) }).clauses.flatMap((clause) =>
    clause.references.map((reference) => ({ kind: reference.kind, resolved: reference.resolved })),
  )

describe('references resolved against what was shown', () => {
  it('resolves ordinals in both languages, from the start and from the end', () => {
    expect(pointed('加第三个')).toEqual([{ kind: 'ordinal', resolved: ['third'] }])
    expect(pointed('add the second one')).toEqual([{ kind: 'ordinal', resolved: ['second'] }])
    expect(pointed('remove the last one')).toEqual([{ kind: 'ordinal', resolved: ['third'] }])
    expect(pointed('倒数第二款')).toEqual([{ kind: 'ordinal', resolved: ['second'] }])
    expect(pointed('number 1 please')).toEqual([{ kind: 'ordinal', resolved: ['first'] }])
  })

  it('finds nothing for a position past the end, so the caller asks', () => {
    expect(pointed('第五个')).toEqual([{ kind: 'ordinal', resolved: [] }])
  })

  it('resolves the cheaper and the dearer one by price', () => {
    expect(pointed('add the cheaper one')).toEqual([{ kind: 'comparative', resolved: ['second'] }])
    expect(pointed('要贵的那个')).toEqual([{ kind: 'comparative', resolved: ['first'] }])
  })

  it('resolves "the one at 440 Hz" by its attribute and leaves no value to set', () => {
    const reading = read('remove the one at 440 hz', lexicon, { candidates: shown })
    expect(reading.clauses[0]!.references).toMatchObject([{ kind: 'attribute', resolved: ['third'] }])
    expect(reading.clauses[0]!.amounts).toEqual([])
  })

  it('resolves "it" to the focus, or to every candidate when there is none', () => {
    expect(pointed('remove it', 'second')).toEqual([{ kind: 'pronoun', resolved: ['second'] }])
    expect(pointed('把它删掉')).toEqual([{ kind: 'pronoun', resolved: ['first', 'second', 'third'] }])
  })

  it('halves the confidence for each pointer that is not resolved to exactly one thing', () => {
    const reading = read('把它删掉', lexicon, { candidates: shown })
    expect(reading.confidence).toBeCloseTo(reading.coverage / 2)
  })
})
