import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { COCKPIT_FUNCTIONS, functionDomain } from './catalogue.ts'

function schemaOf(name: string) {
  const fn = COCKPIT_FUNCTIONS.find((f) => f.name === name)
  if (!fn) throw new Error(`no function ${name}`)
  return fn.parameters
}

function accepts(name: string, params: Record<string, unknown>): boolean {
  return schemaOf(name).safeParse(params).success
}

describe('the cockpit catalogue', () => {
  it('holds exactly the thirteen contract functions (round 2 included) with their domains, in file order', () => {
    expect(COCKPIT_FUNCTIONS.map((f) => [f.name, f.domain])).toEqual([
      ['control_ac', 'vehicle_control'],
      ['control_light', 'vehicle_control'],
      ['control_mirror', 'vehicle_control'],
      ['control_music', 'music'],
      ['control_navigation', 'navigation'],
      ['control_screen', 'vehicle_control'],
      ['control_seat', 'vehicle_control'],
      ['control_steering_wheel', 'vehicle_control'],
      ['control_sunroof', 'vehicle_control'],
      ['control_trunk', 'vehicle_control'],
      ['control_window', 'vehicle_control'],
      ['control_wiper', 'vehicle_control'],
      ['query_vehicle_status', 'chat'],
    ])
  })

  it('describes every function in Chinese', () => {
    for (const fn of COCKPIT_FUNCTIONS) expect(fn.description).toMatch(/[\u4e00-\u9fff]{4}/)
  })

  it('maps names to domains, unknown names to chat', () => {
    expect(functionDomain('control_music')).toBe('music')
    expect(functionDomain('control_navigation')).toBe('navigation')
    expect(functionDomain('control_trunk')).toBe('vehicle_control')
    expect(functionDomain('open_door')).toBe('chat')
  })

  it('uses exactly the contract parameters and enums', () => {
    const enums = (name: string) => {
      const schema = z.toJSONSchema(schemaOf(name), { io: 'input' }) as {
        properties: Record<string, { enum?: string[]; properties?: Record<string, { enum?: string[] }> }>
      }
      return Object.fromEntries(
        Object.entries(schema.properties).map(([key, prop]) => [
          key,
          prop.enum ?? (prop.properties ? Object.values(prop.properties).map((p) => p.enum) : null),
        ]),
      )
    }
    expect(enums('control_ac')).toEqual({
      action: [
        'turn_on',
        'turn_off',
        'set_temperature',
        'adjust_temperature',
        'set_mode',
        'set_fan_speed',
        'adjust_fan_speed',
        'defrost_on',
        'defrost_off',
        'set_circulation',
      ],
      temperature: null,
      direction: ['up', 'down'],
      mode: ['cool', 'heat', 'auto', 'ventilation'],
      fan_speed: null,
      target: ['front', 'rear'],
      circulation: ['inner', 'outer', 'auto'],
      zone: ['driver', 'passenger', 'rear', 'all'],
    })
    expect(enums('control_window')).toEqual({
      position: ['front_left', 'front_right', 'rear_left', 'rear_right', 'all'],
      action: ['open', 'close', 'set_position'],
      open_percentage: null,
    })
    expect(enums('control_seat')).toEqual({
      seat: ['driver', 'passenger', 'rear_left', 'rear_right'],
      action: [
        'heating_on',
        'heating_off',
        'set_heating_level',
        'ventilation_on',
        'ventilation_off',
        'set_ventilation_level',
        'adjust_position',
        'massage_on',
        'massage_off',
      ],
      level: null,
      position_adjustment: [
        ['forward', 'backward', 'up', 'down', 'recline_forward', 'recline_backward'],
        ['small', 'medium', 'large'],
      ],
    })
    expect(enums('control_light')).toEqual({
      light_type: ['ambient', 'reading', 'headlight', 'high_beam', 'fog', 'position'],
      action: ['turn_on', 'turn_off', 'set_color', 'set_brightness'],
      color: null,
      brightness: null,
    })
    expect(enums('control_trunk')).toEqual({ action: ['open', 'close'] })
    expect(enums('control_wiper')).toEqual({
      action: ['turn_on', 'turn_off', 'set_speed'],
      speed: ['low', 'medium', 'high', 'auto'],
    })
    expect(enums('control_sunroof')).toEqual({
      part: ['glass', 'shade'],
      action: ['open', 'close', 'tilt', 'set_position'],
      open_percentage: null,
    })
    expect(enums('control_mirror')).toEqual({
      side: ['left', 'right', 'all'],
      action: ['fold', 'unfold', 'heating_on', 'heating_off'],
    })
    expect(enums('control_screen')).toEqual({
      screen: ['center', 'instrument', 'passenger', 'rear'],
      action: ['turn_on', 'turn_off', 'set_brightness', 'adjust_brightness'],
      brightness: null,
      direction: ['up', 'down'],
    })
    expect(enums('control_steering_wheel')).toEqual({ action: ['heating_on', 'heating_off'] })
    expect(enums('control_music')).toEqual({
      action: [
        'play',
        'pause',
        'resume',
        'next',
        'previous',
        'search_and_play',
        'set_volume',
        'adjust_volume',
        'set_play_mode',
      ],
      artist: null,
      song: null,
      genre: null,
      volume: null,
      direction: ['up', 'down'],
      play_mode: ['sequential', 'shuffle', 'repeat_one', 'repeat_all'],
    })
    expect(enums('control_navigation')).toEqual({
      action: ['set_destination', 'search_poi', 'set_route_preference', 'cancel', 'show_overview', 'reroute'],
      destination: null,
      poi_category: null,
      route_preference: ['fastest', 'shortest', 'no_highway', 'no_toll', 'avoid_congestion', 'highway_first'],
    })
    expect(enums('query_vehicle_status')).toEqual({
      item: ['battery_level', 'range', 'charging', 'tire_pressure', 'mileage', 'door_lock'],
    })
  })

  it('states the numeric ranges in the JSON Schema a model sees', () => {
    const props = (name: string) =>
      (z.toJSONSchema(schemaOf(name), { io: 'input' }) as { properties: Record<string, object> }).properties
    expect(props('control_ac').temperature).toMatchObject({ minimum: 16, maximum: 32 })
    expect(props('control_ac').fan_speed).toMatchObject({ minimum: 1, maximum: 7 })
    expect(props('control_window').open_percentage).toMatchObject({ minimum: 0, maximum: 100 })
    expect(props('control_seat').level).toMatchObject({ minimum: 1, maximum: 3 })
    expect(props('control_light').brightness).toMatchObject({ minimum: 0, maximum: 100 })
    expect(props('control_music').volume).toMatchObject({ minimum: 0, maximum: 100 })
    expect(props('control_sunroof').open_percentage).toMatchObject({ minimum: 0, maximum: 100 })
    expect(props('control_screen').brightness).toMatchObject({ minimum: 0, maximum: 100 })
  })
})

describe('air conditioning', () => {
  it('accepts the contract examples', () => {
    expect(accepts('control_ac', { action: 'turn_on' })).toBe(true)
    expect(accepts('control_ac', { action: 'set_temperature', temperature: 24.5 })).toBe(true)
    expect(accepts('control_ac', { action: 'adjust_fan_speed', direction: 'up' })).toBe(true)
  })

  it('rejects an action without what it needs, naming the field in both languages', () => {
    const result = schemaOf('control_ac').safeParse({ action: 'set_temperature' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['temperature'])
    expect(result.error?.issues[0]?.message).toMatch(/需要参数 temperature.*requires temperature/)
    expect(accepts('control_ac', { action: 'adjust_temperature' })).toBe(false)
    expect(accepts('control_ac', { action: 'set_mode' })).toBe(false)
    expect(accepts('control_ac', { action: 'set_fan_speed' })).toBe(false)
  })

  it('enforces the ranges', () => {
    expect(accepts('control_ac', { action: 'set_temperature', temperature: 15 })).toBe(false)
    expect(accepts('control_ac', { action: 'set_temperature', temperature: 33 })).toBe(false)
    expect(accepts('control_ac', { action: 'set_fan_speed', fan_speed: 8 })).toBe(false)
    expect(accepts('control_ac', { action: 'set_fan_speed', fan_speed: 2.5 })).toBe(false)
    expect(accepts('control_ac', { action: 'set_mode', mode: 'dry' })).toBe(false)
  })
})

describe('windows, seats, lights, trunk, wiper', () => {
  it('needs a position and an open percentage for set_position', () => {
    expect(accepts('control_window', { position: 'all', action: 'close' })).toBe(true)
    expect(accepts('control_window', { action: 'close' })).toBe(false)
    expect(accepts('control_window', { position: 'front_left', action: 'set_position' })).toBe(false)
    expect(
      accepts('control_window', { position: 'front_left', action: 'set_position', open_percentage: 101 }),
    ).toBe(false)
    expect(
      accepts('control_window', { position: 'front_left', action: 'set_position', open_percentage: 20 }),
    ).toBe(true)
  })

  it('needs a level for levels and an adjustment for position changes', () => {
    expect(accepts('control_seat', { seat: 'driver', action: 'heating_on' })).toBe(true)
    expect(accepts('control_seat', { seat: 'driver', action: 'set_heating_level' })).toBe(false)
    expect(accepts('control_seat', { seat: 'driver', action: 'set_ventilation_level', level: 4 })).toBe(false)
    expect(accepts('control_seat', { seat: 'passenger', action: 'set_ventilation_level', level: 2 })).toBe(
      true,
    )
    expect(accepts('control_seat', { seat: 'driver', action: 'adjust_position' })).toBe(false)
    expect(
      accepts('control_seat', {
        seat: 'driver',
        action: 'adjust_position',
        position_adjustment: { direction: 'backward', amount: 'small' },
      }),
    ).toBe(true)
    expect(
      accepts('control_seat', {
        seat: 'driver',
        action: 'adjust_position',
        position_adjustment: { direction: 'sideways' },
      }),
    ).toBe(false)
  })

  it('takes colour names from the conventions or #rrggbb', () => {
    const light = (color: string) =>
      accepts('control_light', { light_type: 'ambient', action: 'set_color', color })
    expect(light('blue')).toBe(true)
    expect(light('#00ff88')).toBe(true)
    expect(light('magenta')).toBe(false)
    expect(light('#0f8')).toBe(false)
    expect(accepts('control_light', { light_type: 'ambient', action: 'set_color' })).toBe(false)
    expect(accepts('control_light', { light_type: 'reading', action: 'set_brightness' })).toBe(false)
    expect(
      accepts('control_light', { light_type: 'reading', action: 'set_brightness', brightness: 80 }),
    ).toBe(true)
  })

  it('knows the trunk and wiper actions', () => {
    expect(accepts('control_trunk', { action: 'open' })).toBe(true)
    expect(accepts('control_trunk', { action: 'lock' })).toBe(false)
    expect(accepts('control_wiper', { action: 'set_speed' })).toBe(false)
    expect(accepts('control_wiper', { action: 'set_speed', speed: 'auto' })).toBe(true)
  })
})

describe('the round-2 extension', () => {
  it('needs a circulation for set_circulation; target and zone stay optional', () => {
    expect(accepts('control_ac', { action: 'defrost_on' })).toBe(true)
    expect(accepts('control_ac', { action: 'defrost_on', target: 'rear' })).toBe(true)
    expect(accepts('control_ac', { action: 'defrost_on', target: 'side' })).toBe(false)
    expect(accepts('control_ac', { action: 'set_circulation' })).toBe(false)
    expect(accepts('control_ac', { action: 'set_circulation', circulation: 'inner' })).toBe(true)
    expect(accepts('control_ac', { action: 'set_temperature', temperature: 22, zone: 'passenger' })).toBe(
      true,
    )
    expect(accepts('control_ac', { action: 'turn_on', zone: 'trunk' })).toBe(false)
  })

  it('needs a part, and an open percentage for set_position', () => {
    expect(accepts('control_sunroof', { part: 'glass', action: 'tilt' })).toBe(true)
    expect(accepts('control_sunroof', { action: 'open' })).toBe(false)
    expect(accepts('control_sunroof', { part: 'shade', action: 'set_position' })).toBe(false)
    expect(accepts('control_sunroof', { part: 'shade', action: 'set_position', open_percentage: 120 })).toBe(
      false,
    )
  })

  it('needs a side for mirrors, a brightness or direction for screens', () => {
    expect(accepts('control_mirror', { side: 'all', action: 'fold' })).toBe(true)
    expect(accepts('control_mirror', { action: 'fold' })).toBe(false)
    expect(accepts('control_screen', { screen: 'center', action: 'set_brightness' })).toBe(false)
    expect(accepts('control_screen', { screen: 'center', action: 'adjust_brightness' })).toBe(false)
    expect(accepts('control_screen', { screen: 'rear', action: 'set_brightness', brightness: 40 })).toBe(true)
    expect(accepts('control_steering_wheel', { action: 'heating_on' })).toBe(true)
    expect(accepts('control_seat', { seat: 'rear_left', action: 'massage_on' })).toBe(true)
    expect(accepts('control_light', { light_type: 'fog', action: 'turn_on' })).toBe(true)
  })
})

describe('music, navigation, vehicle questions', () => {
  it('needs something to search for', () => {
    expect(accepts('control_music', { action: 'search_and_play' })).toBe(false)
    expect(accepts('control_music', { action: 'search_and_play', genre: '轻音乐' })).toBe(true)
    expect(accepts('control_music', { action: 'set_volume' })).toBe(false)
    expect(accepts('control_music', { action: 'set_volume', volume: 120 })).toBe(false)
    expect(accepts('control_music', { action: 'adjust_volume', direction: 'down' })).toBe(true)
    expect(accepts('control_music', { action: 'set_play_mode' })).toBe(false)
  })

  it('needs a destination, a category or a preference', () => {
    expect(accepts('control_navigation', { action: 'set_destination' })).toBe(false)
    expect(accepts('control_navigation', { action: 'set_destination', destination: '公司' })).toBe(true)
    expect(accepts('control_navigation', { action: 'search_poi' })).toBe(false)
    expect(
      accepts('control_navigation', { action: 'set_route_preference', route_preference: 'no_toll' }),
    ).toBe(true)
    expect(accepts('control_navigation', { action: 'cancel' })).toBe(true)
  })

  it('asks about the contract items only', () => {
    expect(accepts('query_vehicle_status', { item: 'range' })).toBe(true)
    expect(accepts('query_vehicle_status', { item: 'weather' })).toBe(false)
  })
})
