import { describe, expect, it } from 'vitest'
import { defaultVehicleState } from '../vehicle/vehicle-state.ts'
import { HANDLERS } from './index.ts'

const run = (name: string, params: Record<string, unknown>, partial?: unknown) =>
  HANDLERS[name]!(params, defaultVehicleState(partial))

describe('handlers validate against the current state and return the new one', () => {
  it('keep temperature, fan and volume inside their ranges and say so at the limit', () => {
    expect(
      run('control_ac', { action: 'adjust_temperature', direction: 'up' }, { ac: { temperature: 32 } }),
    ).toMatchObject({ ok: false, reply: '已经是最高温度32度了' })
    const warmer = run('control_ac', { action: 'adjust_temperature', direction: 'up' })
    expect(warmer.ok && [warmer.state.ac.temperature, warmer.state.ac.isOn]).toEqual([25, true])
    expect(
      run(
        'control_ac',
        { action: 'adjust_fan_speed', direction: 'down' },
        { ac: { isOn: true, fanSpeed: 1 } },
      ).ok,
    ).toBe(false)
    expect(
      run('control_music', { action: 'adjust_volume', direction: 'up' }, { music: { volume: 100 } }).ok,
    ).toBe(false)
  })

  it('move all four windows for position all, and one otherwise', () => {
    const all = run('control_window', { position: 'all', action: 'set_position', open_percentage: 30 })
    expect(all.ok && all.state.windows).toEqual({
      frontLeft: 30,
      frontRight: 30,
      rearLeft: 30,
      rearRight: 30,
    })
    const one = run('control_window', { position: 'rear_right', action: 'open' })
    expect(one.ok && [one.state.windows.rearRight, one.state.windows.frontLeft, one.reply]).toEqual([
      100,
      0,
      '右后车窗已打开',
    ])
  })

  it('switch heating off ventilation on the same seat, and move seats in steps', () => {
    const heated = run(
      'control_seat',
      { seat: 'passenger', action: 'set_heating_level', level: 2 },
      { seats: { passenger: { ventilationLevel: 3 } } },
    )
    expect(heated.ok && heated.state.seats.passenger).toMatchObject({ heatingLevel: 2, ventilationLevel: 0 })
    const moved = run('control_seat', {
      seat: 'driver',
      action: 'adjust_position',
      position_adjustment: { direction: 'recline_backward', amount: 'large' },
    })
    expect(moved.ok && moved.state.seats.driver.recline).toBe(70)
    expect(
      run(
        'control_seat',
        { seat: 'driver', action: 'adjust_position', position_adjustment: { direction: 'up' } },
        { seats: { driver: { height: 100 } } },
      ).ok,
    ).toBe(false)
  })

  it('refuse what the vehicle cannot do, changing nothing', () => {
    expect(run('control_light', { light_type: 'reading', action: 'set_color', color: 'blue' })).toMatchObject(
      { ok: false },
    )
    expect(run('control_navigation', { action: 'cancel' })).toMatchObject({
      ok: false,
      reply: '当前没有在导航',
    })
  })

  it('answer vehicle questions from the state', () => {
    expect(run('query_vehicle_status', { item: 'tire_pressure' }).reply).toBe(
      '胎压：左前2.4、右前2.4、左后2.4、右后2.3 bar',
    )
    expect(run('query_vehicle_status', { item: 'door_lock' }, { doors: { locked: false } }).reply).toBe(
      '车门没有上锁',
    )
  })

  it('keep every reply within 50 characters', () => {
    const replies = [
      run('control_music', { action: 'search_and_play', artist: '周杰伦', song: '晴天' }),
      run('control_navigation', { action: 'set_destination', destination: '北京首都国际机场T3航站楼' }),
      run('control_light', { light_type: 'ambient', action: 'set_color', color: 'purple' }),
    ]
    for (const result of replies) expect(result.reply.length).toBeLessThanOrEqual(50)
  })
})
