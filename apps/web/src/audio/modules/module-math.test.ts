import { describe, expect, it } from 'vitest'
import { keyOffset, noteName } from '../../keyboard/key-map.ts'
import { balanceGains } from './balance.ts'
import { calculate } from './calculate.ts'
import { lfoValue, lfoWave } from './lfo-wave.ts'
import { parseMidiNote } from './midi-message.ts'
import { noteToMidi, parseSequence } from './sequence.ts'

describe('module behaviour (SYNTH_MODULES.md)', () => {
  it('LFO: ((wave+1)/2)*depth within 0..1, hand-computed waves', () => {
    expect(lfoValue('sine', 0.25, 0.5)).toBeCloseTo(0.5)
    expect(lfoValue('sine', 0.75, 0.5)).toBeCloseTo(0)
    expect(lfoWave('square', 0.1)).toBe(1)
    expect(lfoWave('sawtooth', 0.75)).toBeCloseTo(0.5)
    expect(lfoWave('triangle', 0.5)).toBeCloseTo(1)
    expect(lfoValue('square', 0.1, 1)).toBe(1)
  })

  it('speaker balance gains', () => {
    expect(balanceGains(0)).toEqual({ left: 1, right: 1 })
    expect(balanceGains(0.25)).toEqual({ left: 0.75, right: 1 })
    expect(balanceGains(-0.5)).toEqual({ left: 1, right: 0.5 })
  })

  it('calculator: division by zero outputs 0 with an error status', () => {
    expect(calculate('/', 1, 0)).toEqual({ value: 0, status: 'Error: Div by 0' })
    expect(calculate('*', 3, 4)).toEqual({ value: 12, status: 'OK' })
    expect(calculate('+', 3, 4).value).toBe(7)
  })

  it('keyboard keys a w s … ] map to startNote+0..18', () => {
    expect(['a', 'w', 'j', 'k', ']'].map(keyOffset)).toEqual([0, 1, 11, 12, 18])
    expect(keyOffset("'")).toBe(17)
    expect(keyOffset('z')).toBeUndefined()
    expect(noteName(60)).toBe('C4')
  })

  it('sequencer patterns: scientific pitch, tolerant parsing', () => {
    expect(noteToMidi('C4')).toBe(60)
    expect(noteToMidi('A4')).toBe(69)
    expect(noteToMidi('F#3')).toBe(54)
    expect(parseSequence('[{"note":"C4","velocity":0.5,"duration":"4n"},{"note":"x"},7]')).toEqual([
      { note: 'C4', velocity: 0.5, duration: '4n' },
    ])
    expect(parseSequence('not json')).toEqual([])
  })

  it('MIDI: note-on with velocity 0 is a note-off; channels are 1..16', () => {
    expect(parseMidiNote([0x91, 60, 100])).toEqual({ on: true, note: 60, velocity: 100, channel: 2 })
    expect(parseMidiNote([0x90, 60, 0])).toMatchObject({ on: false })
    expect(parseMidiNote([0xb0, 1, 2])).toBeUndefined()
  })
})
