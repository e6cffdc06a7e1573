import { describe, expect, it } from 'vitest'
import { couldChange } from './leftover-weight.ts'
import { parseUtterance } from './parse-utterance.ts'

describe('what a word left beside a command could change', () => {
  it('function words of the licensed stop-word list change nothing (以便, 诸位, 来着)', () => {
    for (const words of ['以便', '诸位', '来着', '的确']) expect(couldChange(words)).toBe(false)
  })

  it('a stop word that negates, counts, places or times still blocks (不, 全部, 前后, 随时)', () => {
    for (const words of ['不', '全部', '前后', '随时', '除非']) expect(couldChange(words)).toBe(true)
  })

  it('a name the car knows as a device, an action or a thing it lacks blocks (座椅, 香氛, 关闭)', () => {
    for (const words of ['座椅', '香氛', '关闭']) expect(couldChange(words)).toBe(true)
  })

  it('unknown content blocks, however short (腰托, 车): most such words are nouns the call would miss', () => {
    for (const words of ['腰托', '车', '商务舱']) expect(couldChange(words)).toBe(true)
  })

  it('a vetted restating word passes (直接)', () => {
    expect(couldChange('直接')).toBe(false)
  })

  it('a command with a stop word left over runs; with an unknown noun left over it asks', () => {
    expect(parseUtterance('诸位，把空调打开').calls).toEqual([
      { name: 'control_ac', params: { action: 'turn_on' } },
    ])
    const asked = parseUtterance('把空调的腰托打开')
    expect(asked.calls).toEqual([])
  })
})
