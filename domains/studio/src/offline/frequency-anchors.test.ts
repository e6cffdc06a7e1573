import { describe, expect, it } from 'vitest'
import { newProjectDocument } from '../project/new-project.ts'
import { readRequest } from './read-request.ts'

// The default project: subsonic high-pass at 25 Hz (order 2), low shelf 120 Hz +4 dB, high shelf 8 kHz 0 dB,
// limiter ceiling -1 dB, input trim 0 dB.
const read = (text: string) => readRequest(text, false, newProjectDocument())
const change = (moduleId: string, paramKey: string, value: number) => ({
  kind: 'set-param',
  changes: [{ moduleId, paramKey, value }],
})
const asked = (text: string) => expect(read(text).kind).toBe('ask')

describe('a frequency said with no module named points at the one module sitting there', () => {
  it('a level change at, around or of a corner frequency goes to that module', () => {
    expect(read('pull 2 dB out at 8 kHz')).toEqual(change('highShelf', 'gainDb', -2))
    expect(read('boost 1 dB around 120')).toEqual(change('lowShelf', 'gainDb', 5))
    expect(read('cut 120 Hz by 3 dB')).toEqual(change('lowShelf', 'gainDb', 1))
    expect(read('8k 那里提 2 dB')).toEqual(change('highShelf', 'gainDb', 2))
  })

  it('a corner said with the value it should become moves that corner', () => {
    expect(read('move 25 Hz to 32 Hz')).toEqual(change('subsonic', 'fc', 32))
    expect(read('把 120 赫兹那个改成 90')).toEqual(change('lowShelf', 'fc', 90))
  })

  it('no module there, several that could take it, or a new module asked for: asked, never guessed', () => {
    asked('lift 2 dB at 300 Hz')
    asked('make it 250 Hz')
    expect(read('put a bell at 120 Hz with 3 dB').kind).not.toBe('set-param')
  })
})

describe('words and units that leave one module possible', () => {
  it('a cut-off is a pass filter’s, not a shelf’s corner', () => {
    expect(read('cutoff 40 Hz')).toEqual(change('subsonic', 'fc', 40))
    expect(read('截止频率 28')).toEqual(change('subsonic', 'fc', 28))
    asked('corner at 200 Hz please')
  })

  it('a slope in dB per octave or a filter order only the high-pass can take', () => {
    expect(read('go 36 dB per octave')).toEqual(change('subsonic', 'order', 6))
    expect(read('make the subsonic a third order slope')).toEqual(change('subsonic', 'order', 3))
  })

  it('louder or quieter by an amount, nothing named, is the input trim, with its sign', () => {
    expect(read('make the whole thing 3 dB louder')).toEqual(change('inputGain', 'gainDb', 3))
    expect(read('整体小声 2 dB')).toEqual(change('inputGain', 'gainDb', -2))
    asked('make it louder')
  })

  it('spelled negatives and microseconds are values', () => {
    expect(read('ceiling minus three')).toEqual(change('limiter', 'ceilingDb', -3))
    expect(read('lookahead 1500 microseconds')).toEqual(change('limiter', 'lookaheadMs', 1.5))
  })
})
