import { defaultVehicleState, HANDLERS } from '@mindwire/cockpit'
import { describe, expect, it } from 'vitest'
import { language, phrase } from '../cockpit-words.ts'
import { panels } from './panels.ts'

const row = (state: unknown, field: string) =>
  panels(state as Record<string, unknown>)
    .flatMap((panel) => panel.rows)
    .find((r) => r.field === field)

describe('the dashboard panels', () => {
  it('show the round-2 devices from the live state', () => {
    let state = defaultVehicleState()
    for (const [name, params] of [
      ['control_ac', { action: 'set_temperature', temperature: 22, zone: 'passenger' }],
      ['control_ac', { action: 'defrost_on', target: 'rear' }],
      ['control_sunroof', { part: 'glass', action: 'set_position', open_percentage: 50 }],
      ['control_mirror', { side: 'all', action: 'fold' }],
      ['control_light', { light_type: 'fog', action: 'turn_on' }],
      ['control_screen', { screen: 'rear', action: 'set_brightness', brightness: 40 }],
      ['control_steering_wheel', { action: 'heating_on' }],
      ['control_seat', { seat: 'passenger', action: 'massage_on' }],
    ] as const) {
      const outcome = HANDLERS[name]!(params, state)
      if (!outcome.ok) throw new Error(outcome.reply)
      state = outcome.state
    }
    expect(row(state, 'ac.zones.passenger')?.value).toBe('22 °C')
    expect(row(state, 'ac.defrostRear')).toMatchObject({ value: '开', active: true })
    expect(row(state, 'sunroof.glass')?.value).toBe('开 50%')
    expect(row(state, 'mirrors.folded')?.value).toBe('已折叠')
    expect(row(state, 'lights.fogOn')).toMatchObject({ value: '开', active: true })
    expect(row(state, 'screens.rear')?.value).toBe('亮 40%')
    expect(row(state, 'steeringWheel.heating')?.value).toBe('开')
    expect(row(state, 'seats.passenger.massage')?.value).toBe('开')
  })

  it('show the ETA of a destination the map data knows, and none for one navigated to by name', () => {
    const airport = HANDLERS.control_navigation!(
      { action: 'set_destination', destination: '首都机场' },
      defaultVehicleState(),
    )
    if (!airport.ok) throw new Error(airport.reply)
    const { etaMinutes, remainingKm } = airport.state.navigation
    expect(row(airport.state, 'navigation.etaMinutes')?.value).toBe(
      `约${etaMinutes}分钟 · ${remainingKm}公里`,
    )
    const office = HANDLERS.control_navigation!(
      { action: 'set_destination', destination: '公司' },
      airport.state,
    )
    expect(office.ok && row(office.state, 'navigation.etaMinutes')).toBeUndefined()
  })

  it('leave out what an older car does not report', () => {
    const old = { ac: { isOn: false, temperature: 24, mode: 'auto', fanSpeed: 3 }, lights: {}, seats: {} }
    expect(row(old, 'lights.fogOn')).toBeUndefined()
    expect(row(old, 'steeringWheel.heating')).toBeUndefined()
    expect(panels(old).some((panel) => panel.id === 'cabin')).toBe(false)
  })

  it('read in English, every label and value, from the words file (nothing left in Chinese but names)', () => {
    // Every kind of row on: switches, openings, levels, zones, screens, a destination with its estimate.
    const base = defaultVehicleState()
    const state = {
      ...base,
      ac: { ...base.ac, isOn: true, zones: { ...base.ac.zones, rear: { isOn: true, temperature: 22 } } },
      windows: { ...base.windows, frontLeft: 30 },
      seats: { ...base.seats, driver: { ...base.seats.driver, heatingLevel: 2 } },
      screens: { ...base.screens, center: { isOn: true, brightness: 60 } },
      music: { ...base.music, isPlaying: true, playMode: 'shuffle' },
      navigation: {
        ...base.navigation,
        isNavigating: true,
        destination: '首都机场',
        etaMinutes: 40,
        remainingKm: 25.5,
      },
      battery: { ...base.battery, isCharging: true },
    }
    language.value = 'en'
    try {
      const shown = panels(state).flatMap((panel) => [
        phrase(panel.title),
        ...panel.rows.flatMap((r) => [
          phrase(r.label),
          ...(r.field === 'navigation.destination' ? [] : [phrase(r.value)]),
        ]),
      ])
      expect(shown.filter((text) => /[\u4e00-\u9fff]/.test(text))).toEqual([])
      expect(phrase('开 30%')).toBe('Open 30%')
      expect(phrase('2 档')).toBe('Level 2')
    } finally {
      language.value = 'zh'
    }
  })
})
