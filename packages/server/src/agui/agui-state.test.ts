import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors/api-error.ts'
import { namesBinding, stateWithBinding } from './agui-state.ts'

describe('a binding forwarded by a front end that sends state: {}', () => {
  it('takes only the app’s binding keys from forwardedProps, beside the state', () => {
    const props = { vehicleId: 'car-1', model: 'gpt', speed: 0 }
    expect(stateWithBinding({}, props, ['vehicleId'])).toEqual({ vehicleId: 'car-1' })
    expect(stateWithBinding({ note: 'x' }, props, ['vehicleId'])).toEqual({ note: 'x', vehicleId: 'car-1' })
    expect(stateWithBinding({}, props, [])).toEqual({})
    expect(stateWithBinding({}, undefined, ['vehicleId'])).toEqual({})
  })

  it('refuses the same key named two ways with two values; the same value twice is fine', () => {
    expect(() => stateWithBinding({ vehicleId: 'a' }, { vehicleId: 'b' }, ['vehicleId'])).toThrow(ApiError)
    expect(stateWithBinding({ vehicleId: 'a' }, { vehicleId: 'a' }, ['vehicleId'])).toEqual({
      vehicleId: 'a',
    })
  })

  it('says whether a new session’s state names every binding key', () => {
    expect(namesBinding({ vehicleId: 'a' }, ['vehicleId'])).toBe(true)
    expect(namesBinding(undefined, ['vehicleId'])).toBe(false)
    expect(namesBinding(undefined, [])).toBe(true)
  })
})
