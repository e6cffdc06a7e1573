import { describe, expect, it } from 'vitest'
import { MATCHERS } from '../offline/matchers/index.ts'
import { stateSlice } from '../tools/state-slice.ts'
import { defaultVehicleState } from '../vehicle/vehicle-state.ts'
import { COCKPIT_FUNCTIONS } from './catalogue.ts'

// A function added to the catalogue must be executable, reportable and understood offline; this
// catches the one that was declared and forgotten elsewhere.
describe('every catalogue function', () => {
  it('has a handler, a state slice and an offline matcher (the shipped functions are read by code)', () => {
    const state = defaultVehicleState()
    const matched = new Set(MATCHERS.map((m) => m.name))
    for (const fn of COCKPIT_FUNCTIONS) {
      expect(fn.handler, fn.name).toBeTypeOf('function')
      expect(stateSlice(fn.name, state), fn.name).not.toEqual({})
      expect(matched.has(fn.name), fn.name).toBe(true)
    }
  })
})
