import { describe, expect, it } from 'vitest'
import { callMatches, callsMatch, intentKey, intentsMatch } from './call-matches.ts'

const seat = (direction: string, amount?: string) => ({
  name: 'control_seat',
  params: {
    seat: 'driver',
    action: 'adjust_position',
    position_adjustment: amount === undefined ? { direction } : { direction, amount },
  },
})
const window = (position: string, action = 'open') => ({
  name: 'control_window',
  params: { position, action },
})

describe('callMatches', () => {
  it('needs the same name', () => {
    expect(
      callMatches(window('all'), { name: 'control_seat', params: { position: 'all', action: 'open' } }),
    ).toBe(false)
  })

  it('compares strings case-insensitively and numbers exactly', () => {
    const expected = {
      name: 'control_light',
      params: { light_type: 'ambient', action: 'set_color', color: '#00FF88' },
    }
    expect(
      callMatches(expected, {
        name: 'control_light',
        params: { light_type: 'AMBIENT', action: 'set_color', color: '#00ff88' },
      }),
    ).toBe(true)
    const temp = { name: 'control_ac', params: { action: 'set_temperature', temperature: 24 } }
    expect(
      callMatches(temp, { name: 'control_ac', params: { action: 'set_temperature', temperature: 24 } }),
    ).toBe(true)
    expect(
      callMatches(temp, { name: 'control_ac', params: { action: 'set_temperature', temperature: 24.5 } }),
    ).toBe(false)
    expect(
      callMatches(temp, { name: 'control_ac', params: { action: 'set_temperature', temperature: '24' } }),
    ).toBe(false)
  })

  it('fails a prediction that lacks an expected parameter', () => {
    expect(callMatches(window('all'), { name: 'control_window', params: { action: 'open' } })).toBe(false)
  })

  it('fails a prediction with a parameter the expectation lacks (defaults are not written)', () => {
    const expected = { name: 'control_ac', params: { action: 'turn_on' } }
    expect(
      callMatches(expected, { name: 'control_ac', params: { action: 'turn_on', temperature: 24 } }),
    ).toBe(false)
    expect(
      callMatches(expected, { name: 'control_ac', params: { action: 'turn_on', temperature: undefined } }),
    ).toBe(true)
  })

  it('compares nested objects recursively, extra nested keys included', () => {
    expect(callMatches(seat('backward', 'small'), seat('backward', 'small'))).toBe(true)
    expect(callMatches(seat('backward', 'small'), seat('backward', 'medium'))).toBe(false)
    expect(callMatches(seat('backward', 'small'), seat('backward'))).toBe(false)
    expect(callMatches(seat('backward'), seat('backward', 'small'))).toBe(false)
    expect(
      callMatches(seat('backward'), {
        name: 'control_seat',
        params: { ...seat('backward').params, position_adjustment: 'backward' },
      }),
    ).toBe(false)
  })
})

describe('callsMatch', () => {
  it('ignores order', () => {
    const a = window('front_left')
    const b = { name: 'control_ac', params: { action: 'turn_on' } }
    expect(callsMatch([a, b], [b, a])).toBe(true)
  })

  it('matches duplicate calls one to one', () => {
    const a = window('front_left')
    expect(callsMatch([a, a], [a, a])).toBe(true)
    expect(callsMatch([a, window('front_right')], [a, a])).toBe(false)
    expect(callsMatch([a, a], [a])).toBe(false)
    expect(callsMatch([a], [a, a])).toBe(false)
  })

  it('finds a matching even when a greedy pairing would not', () => {
    // Case-insensitive equality lets one prediction satisfy two expectations; only one may use it.
    const upper = { name: 'control_music', params: { action: 'search_and_play', artist: 'ABC' } }
    const lower = { name: 'control_music', params: { action: 'search_and_play', artist: 'abc' } }
    expect(callsMatch([upper, lower], [lower, upper])).toBe(true)
  })

  it('treats two empty lists as a match', () => {
    expect(callsMatch([], [])).toBe(true)
  })
})

describe('intents', () => {
  it('keys a call by name and action, or name alone', () => {
    expect(intentKey(window('all'))).toBe('control_window.open')
    expect(intentKey({ name: 'query_vehicle_status', params: { item: 'range' } })).toBe(
      'query_vehicle_status',
    )
  })

  it('compares multisets, ignoring parameters other than action', () => {
    expect(
      intentsMatch([window('all'), window('rear_left')], [window('front_left'), window('front_left')]),
    ).toBe(true)
    expect(intentsMatch([window('all'), window('all')], [window('all')])).toBe(false)
    expect(intentsMatch([window('all')], [window('all', 'close')])).toBe(false)
  })
})
