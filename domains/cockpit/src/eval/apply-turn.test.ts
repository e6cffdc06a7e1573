import { describe, expect, it } from 'vitest'
import { applyTurn } from './apply-turn.ts'
import { simulatorState } from './simulator-state.ts'

const call = (name: string, params: Record<string, unknown>) => ({ name, params })

describe('applyTurn', () => {
  it('applies settings whose outcome the call fixes', () => {
    const state = applyTurn(simulatorState(), [
      call('control_ac', { action: 'set_temperature', temperature: 21 }),
      call('control_window', { position: 'all', action: 'set_position', open_percentage: 40 }),
      call('control_seat', { seat: 'passenger', action: 'set_heating_level', level: 2 }),
      call('control_music', { action: 'set_volume', volume: 55 }),
    ])
    expect(state.ac).toMatchObject({ isOn: true, temperature: 21 })
    expect(Object.values(state.windows)).toEqual([40, 40, 40, 40])
    expect(state.seats.passenger.heatingLevel).toBe(2)
    expect(state.music.volume).toBe(55)
  })

  it('leaves a bare direction to the vehicle and never mutates its input', () => {
    const before = simulatorState({ ac: { temperature: 26 } })
    const after = applyTurn(before, [call('control_ac', { action: 'adjust_temperature', direction: 'up' })])
    expect(after.ac.temperature).toBe(26)
    expect(before.ac.isOn).toBe(false)
  })
})
