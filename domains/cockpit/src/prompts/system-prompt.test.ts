import { describe, expect, it } from 'vitest'
import type { CockpitState } from '../cockpit-state.ts'
import { vehicleStateJson, viewOfState } from '../vehicle/state-json.ts'
import { defaultVehicleState } from '../vehicle/vehicle-state.ts'
import { cockpitSystemPrompt, vehicleStateFromPrompt } from './system-prompt.ts'

const state = (): CockpitState => ({ ...defaultVehicleState(), vehicleId: 'car-1' })

describe('the cockpit system prompt', () => {
  it('carries the state without the vehicle id, readable back, `$` sequences kept', () => {
    const live = state()
    live.music.track = { title: 'song $1 $&' }
    const read = vehicleStateFromPrompt(cockpitSystemPrompt(live))
    const { vehicleId: _, ...vehicle } = live
    expect(read).toEqual(vehicle)
  })

  it('writes a view of a registry state as that state, with the text its store write made', () => {
    const vehicle = {
      ...defaultVehicleState(),
      lights: { ...defaultVehicleState().lights, ambientBrightness: 41 },
    }
    const stored = vehicleStateJson(vehicle)
    const view = viewOfState(Object.freeze({ ...vehicle, vehicleId: 'car-view' }), vehicle)
    const { vehicleId: _, ...withoutId } = view
    expect(stored).toBe(JSON.stringify(withoutId))
    const prompt = cockpitSystemPrompt(view)
    expect(prompt).toContain(`<vehicle_state>${stored}</vehicle_state>`)
    expect(vehicleStateFromPrompt(prompt)).toEqual(vehicle)
    // A state that carries an id of its own is not written as its view.
    const odd = { ...vehicle, vehicleId: 'inside' } as typeof vehicle
    const oddView = viewOfState(Object.freeze({ ...odd, vehicleId: 'car-odd' }), odd)
    expect(vehicleStateFromPrompt(cockpitSystemPrompt(oddView))).not.toHaveProperty('vehicleId')
  })

  it('reuses the text of a frozen state and reads a changed state afresh', () => {
    const frozen = Object.freeze(state())
    expect(cockpitSystemPrompt(frozen)).toBe(cockpitSystemPrompt(frozen))
    const next = Object.freeze({ ...frozen, ac: { ...frozen.ac, temperature: 19 } })
    expect(vehicleStateFromPrompt(cockpitSystemPrompt(next))).toMatchObject({ ac: { temperature: 19 } })
    // A state that is not frozen may change in place: its text is never kept.
    const open = state()
    cockpitSystemPrompt(open)
    open.ac.temperature = 17
    expect(vehicleStateFromPrompt(cockpitSystemPrompt(open))).toMatchObject({ ac: { temperature: 17 } })
  })

  it('gives back the state a frozen state’s text was written from, equal to parsing that text', () => {
    const frozen = Object.freeze({ ...state(), lights: { ...state().lights, ambientBrightness: 33 } })
    const prompt = cockpitSystemPrompt(frozen)
    const read = vehicleStateFromPrompt(prompt)
    expect(vehicleStateFromPrompt(`${prompt} `)).toBe(read)
    const text = prompt.slice(prompt.indexOf('{'), prompt.lastIndexOf('}') + 1)
    expect(read).toEqual(JSON.parse(text))
    // A text nobody here wrote is parsed.
    const edited = prompt.replace('"ambientBrightness":33', '"ambientBrightness":34')
    expect(vehicleStateFromPrompt(edited)).toMatchObject({ lights: { ambientBrightness: 34 } })
  })
})
