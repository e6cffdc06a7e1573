import { describe, expect, it } from 'vitest'
import { deepMerge, SIMULATOR_DEFAULTS, simulatorState } from './simulator-state.ts'

describe('simulatorState', () => {
  it('merges a deep partial into the defaults without touching them', () => {
    const state = simulatorState({ speed: 110, ac: { isOn: true } })
    expect(state.speed).toBe(110)
    expect(state.ac).toMatchObject({
      isOn: true,
      temperature: 24,
      mode: 'auto',
      fanSpeed: 3,
      circulation: 'auto',
    })
    expect(SIMULATOR_DEFAULTS.ac.isOn).toBe(false)
    state.ac.temperature = 30
    expect(SIMULATOR_DEFAULTS.ac.temperature).toBe(24)
  })

  it('replaces arrays and scalars, keeps unknown fields', () => {
    expect(deepMerge({ a: [1, 2], b: 1 }, { a: [3], c: 'x' })).toEqual({ a: [3], b: 1, c: 'x' })
  })
})
