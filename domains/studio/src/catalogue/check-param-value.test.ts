import { describe, expect, it } from 'vitest'
import { checkParamValue } from './check-param-value.ts'
import type { ParamSpec } from './module-definition.ts'

const GAIN: ParamSpec = {
  key: 'gainDb',
  type: 'number',
  min: -12,
  max: 6,
  default: 0,
  unit: 'dB',
  description: 'gain',
}
const TAPS: ParamSpec = {
  key: 'taps',
  type: 'number',
  min: 16,
  max: 8192,
  default: 1024,
  integer: true,
  description: '',
}
const WAVEFORM: ParamSpec = {
  key: 'waveform',
  type: 'enum',
  values: ['sine', 'square', 'saw'],
  default: 'sine',
  description: '',
}
const ENABLED: ParamSpec = { key: 'enabled', type: 'boolean', default: true, description: '' }
const CURVE: ParamSpec = { key: 'breakpoints', type: 'curve', default: [], maxPoints: 3, description: '' }
const ORDERS: ParamSpec = {
  key: 'orders',
  type: 'numberList',
  min: 0.5,
  max: 32,
  maxItems: 4,
  default: [2],
  description: '',
}
const SIGNAL: ParamSpec = {
  key: 'rpmSignal',
  type: 'text',
  default: 'engine.rpm',
  maxLength: 10,
  description: '',
}

describe('checkParamValue', () => {
  it('accepts a number in range, and a numeric string as that number', () => {
    expect(checkParamValue(GAIN, -3)).toEqual({ ok: true, value: -3 })
    expect(checkParamValue(GAIN, ' 4.5 ')).toEqual({ ok: true, value: 4.5 })
    expect(checkParamValue(GAIN, 6)).toEqual({ ok: true, value: 6 })
  })

  it('refuses a number out of range with a reason naming the key, the range, the unit and the value', () => {
    expect(checkParamValue(GAIN, 9)).toEqual({
      ok: false,
      reason: 'gainDb must be between -12 and 6 dB; got 9.',
    })
    expect(checkParamValue(GAIN, -12.5)).toMatchObject({ ok: false })
  })

  it('refuses what is not a finite number', () => {
    for (const value of ['loud', '', Number.NaN, Number.POSITIVE_INFINITY, null, true])
      expect(checkParamValue(GAIN, value)).toMatchObject({
        ok: false,
        reason: expect.stringContaining('gainDb'),
      })
  })

  it('refuses a fraction for an integer parameter', () => {
    expect(checkParamValue(TAPS, 1024)).toEqual({ ok: true, value: 1024 })
    expect(checkParamValue(TAPS, 100.5)).toEqual({
      ok: false,
      reason: 'taps must be a whole number; got 100.5.',
    })
  })

  it('matches enum values case-insensitively and returns the catalogue spelling', () => {
    expect(checkParamValue(WAVEFORM, 'SQUARE')).toEqual({ ok: true, value: 'square' })
    expect(checkParamValue(WAVEFORM, 'sinus')).toEqual({
      ok: false,
      reason: "waveform must be one of sine, square, saw; got 'sinus'.",
    })
  })

  it('accepts booleans and the words people use for them', () => {
    expect(checkParamValue(ENABLED, false)).toEqual({ ok: true, value: false })
    expect(checkParamValue(ENABLED, 'On')).toEqual({ ok: true, value: true })
    expect(checkParamValue(ENABLED, 'off')).toEqual({ ok: true, value: false })
    expect(checkParamValue(ENABLED, 1)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('true or false'),
    })
  })

  it('sorts curve points by x and accepts [x, y] pairs', () => {
    expect(checkParamValue(CURVE, [{ x: 200, y: 8 }, [0, 0], { x: '100', y: 4 }])).toEqual({
      ok: true,
      value: [
        { x: 0, y: 0 },
        { x: 100, y: 4 },
        { x: 200, y: 8 },
      ],
    })
  })

  it('refuses curves that are empty, too long, malformed or repeat an x', () => {
    expect(checkParamValue(CURVE, [])).toMatchObject({ ok: false })
    expect(
      checkParamValue(CURVE, [
        [0, 0],
        [1, 1],
        [2, 2],
        [3, 3],
      ]),
    ).toEqual({
      ok: false,
      reason: 'breakpoints may have at most 3 points; got 4.',
    })
    expect(checkParamValue(CURVE, [{ x: 0 }])).toMatchObject({ ok: false })
    expect(
      checkParamValue(CURVE, [
        [1, 0],
        [1, 2],
      ]),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('x = 1') })
  })

  it('accepts number lists, also typed as "2, 4, 6", and checks every item and the length', () => {
    expect(checkParamValue(ORDERS, [2, 4, 6])).toEqual({ ok: true, value: [2, 4, 6] })
    expect(checkParamValue(ORDERS, '2, 4 6')).toEqual({ ok: true, value: [2, 4, 6] })
    expect(checkParamValue(ORDERS, [2, 40])).toEqual({
      ok: false,
      reason: 'orders items must be between 0.5 and 32; got 40.',
    })
    expect(checkParamValue(ORDERS, [1, 2, 3, 4, 5])).toMatchObject({ ok: false })
    expect(checkParamValue(ORDERS, 4)).toMatchObject({ ok: false })
  })

  it('trims text and refuses text that is too long or not text', () => {
    expect(checkParamValue(SIGNAL, ' vehicle.x ')).toEqual({ ok: true, value: 'vehicle.x' })
    expect(checkParamValue(SIGNAL, 'vehicle.speed.smoothed')).toMatchObject({ ok: false })
    expect(checkParamValue(SIGNAL, 3)).toMatchObject({ ok: false })
  })
})
