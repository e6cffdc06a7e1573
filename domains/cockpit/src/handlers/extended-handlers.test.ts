import { describe, expect, it } from 'vitest'
import { defaultVehicleState } from '../vehicle/vehicle-state.ts'
import { HANDLERS } from './index.ts'

const run = (name: string, params: Record<string, unknown>, partial?: unknown) =>
  HANDLERS[name]!(params, defaultVehicleState(partial))

describe('air conditioning: zones, defrost and circulation', () => {
  it('sets one zone apart and every zone when none is named', () => {
    const passenger = run('control_ac', { action: 'set_temperature', temperature: 22, zone: 'passenger' })
    expect(passenger.ok && [passenger.state.ac.temperature, passenger.state.ac.zones.passenger]).toEqual([
      24,
      { isOn: true, temperature: 22 },
    ])
    expect(passenger.reply).toBe('副驾空调已调到22度')
    const all = run('control_ac', { action: 'set_temperature', temperature: 20 })
    expect(all.ok && [all.state.ac.temperature, all.state.ac.zones.rear.temperature]).toEqual([20, 20])
  })

  it('steps a zone from its own temperature and stops at its limit', () => {
    const rear = run(
      'control_ac',
      { action: 'adjust_temperature', direction: 'down', zone: 'rear' },
      { ac: { isOn: true, zones: { rear: { isOn: true, temperature: 16 } } } },
    )
    expect(rear).toMatchObject({ ok: false, error: 'at_limit', reply: '后排已经是最低温度16度了' })
    const driver = run('control_ac', { action: 'adjust_temperature', direction: 'down', zone: 'driver' })
    expect(driver.ok && [driver.state.ac.temperature, driver.state.ac.zones.passenger.temperature]).toEqual([
      23, 24,
    ])
  })

  it('switches the rear zone alone, and the driver zone switches the whole AC off', () => {
    const rearOn = run('control_ac', { action: 'turn_on', zone: 'rear' })
    expect(
      rearOn.ok && [
        rearOn.state.ac.isOn,
        rearOn.state.ac.zones.rear.isOn,
        rearOn.state.ac.zones.passenger.isOn,
      ],
    ).toEqual([true, true, false])
    const on = { ac: { isOn: true, zones: { passenger: { isOn: true }, rear: { isOn: true } } } }
    const passengerOff = run('control_ac', { action: 'turn_off', zone: 'passenger' }, on)
    expect(
      passengerOff.ok && [passengerOff.state.ac.isOn, passengerOff.state.ac.zones.passenger.isOn],
    ).toEqual([true, false])
    const driverOff = run('control_ac', { action: 'turn_off', zone: 'driver' }, on)
    expect(driverOff.ok && [driverOff.state.ac.isOn, driverOff.state.ac.zones.rear.isOn]).toEqual([
      false,
      false,
    ])
  })

  it('refuses a cabin-wide setting for one zone and changes nothing', () => {
    expect(run('control_ac', { action: 'set_fan_speed', fan_speed: 5, zone: 'rear' })).toMatchObject({
      ok: false,
      error: 'zone_unsupported',
    })
    expect(run('control_ac', { action: 'set_fan_speed', fan_speed: 5, zone: 'all' }).ok).toBe(true)
  })

  it('defrosts the windscreen on outside air and the rear window by itself', () => {
    const front = run('control_ac', { action: 'defrost_on' }, { ac: { circulation: 'inner' } })
    expect(
      front.ok && [front.state.ac.defrostFront, front.state.ac.isOn, front.state.ac.circulation],
    ).toEqual([true, true, 'outer'])
    const rear = run('control_ac', { action: 'defrost_on', target: 'rear' })
    expect(rear.ok && [rear.state.ac.defrostRear, rear.state.ac.isOn]).toEqual([true, false])
    const off = run(
      'control_ac',
      { action: 'defrost_off' },
      { ac: { defrostFront: true, defrostRear: true } },
    )
    expect(off.ok && [off.state.ac.defrostFront, off.state.ac.defrostRear]).toEqual([false, false])
    const rearOff = run(
      'control_ac',
      { action: 'defrost_off', target: 'rear' },
      { ac: { defrostFront: true, defrostRear: true } },
    )
    expect(rearOff.ok && [rearOff.state.ac.defrostFront, rearOff.state.ac.defrostRear]).toEqual([true, false])
  })

  it('sets the circulation and says when it already was', () => {
    const inner = run('control_ac', { action: 'set_circulation', circulation: 'inner' })
    expect(inner.ok && [inner.state.ac.circulation, inner.reply]).toEqual(['inner', '已切换到内循环'])
    expect(run('control_ac', { action: 'set_circulation', circulation: 'auto' }).reply).toBe(
      '已经是自动循环了',
    )
  })
})

describe('sunroof and sunshade', () => {
  it('opens the shade with the glass, and will not close the shade under open glass', () => {
    const half = run('control_sunroof', { part: 'glass', action: 'set_position', open_percentage: 50 })
    expect(half.ok && half.state.sunroof).toEqual({ glass: 50, tilted: false, shade: 50 })
    expect(half.reply).toBe('天窗已开到50%，遮阳帘已随之打开')
    const blocked = run(
      'control_sunroof',
      { part: 'shade', action: 'close' },
      { sunroof: { glass: 50, shade: 100 } },
    )
    expect(blocked).toMatchObject({ ok: false, error: 'glass_open' })
    const closed = run('control_sunroof', { part: 'shade', action: 'close' }, { sunroof: { shade: 100 } })
    expect(closed.ok && closed.state.sunroof.shade).toBe(0)
  })

  it('tilts the glass only', () => {
    const tilt = run('control_sunroof', { part: 'glass', action: 'tilt' })
    expect(tilt.ok && tilt.state.sunroof).toEqual({ glass: 0, tilted: true, shade: 0 })
    expect(run('control_sunroof', { part: 'shade', action: 'tilt' })).toMatchObject({
      ok: false,
      error: 'unsupported',
    })
    const shut = run('control_sunroof', { part: 'glass', action: 'close' }, { sunroof: { tilted: true } })
    expect(shut.ok && shut.state.sunroof.tilted).toBe(false)
  })
})

describe('mirrors, screens, steering wheel, exterior lights, massage', () => {
  it('folds and heats one mirror or both', () => {
    const both = run('control_mirror', { side: 'all', action: 'fold' })
    expect(both.ok && [both.state.mirrors.leftFolded, both.state.mirrors.rightFolded, both.reply]).toEqual([
      true,
      true,
      '后视镜已折叠',
    ])
    const left = run('control_mirror', { side: 'left', action: 'heating_on' })
    expect(left.ok && [left.state.mirrors.leftHeating, left.state.mirrors.rightHeating]).toEqual([
      true,
      false,
    ])
    expect(run('control_mirror', { side: 'right', action: 'unfold' }).reply).toBe('右后视镜本来就展开')
  })

  it('steps a screen by 10 and lights a dark screen it sets', () => {
    const brighter = run('control_screen', { screen: 'center', action: 'adjust_brightness', direction: 'up' })
    expect(brighter.ok && brighter.state.screens.center.brightness).toBe(70)
    const rear = run('control_screen', { screen: 'rear', action: 'set_brightness', brightness: 30 })
    expect(rear.ok && rear.state.screens.rear).toEqual({ isOn: true, brightness: 30 })
    expect(
      run(
        'control_screen',
        { screen: 'center', action: 'adjust_brightness', direction: 'up' },
        { screens: { center: { brightness: 100 } } },
      ),
    ).toMatchObject({ ok: false, error: 'at_limit', reply: '中控屏已经是最亮了' })
    const off = run(
      'control_screen',
      { screen: 'passenger', action: 'turn_off' },
      { screens: { passenger: { isOn: true } } },
    )
    expect(off.ok && [off.state.screens.passenger.isOn, off.reply]).toEqual([false, '副驾屏已关闭'])
  })

  it('heats the steering wheel', () => {
    const on = run('control_steering_wheel', { action: 'heating_on' })
    expect(on.ok && [on.state.steeringWheel.heating, on.reply]).toEqual([true, '方向盘加热已打开'])
  })

  it('switches exterior lamps as a lamp switch does, and refuses colours for them', () => {
    const high = run('control_light', { light_type: 'high_beam', action: 'turn_on' })
    expect(
      high.ok && [high.state.lights.highBeamOn, high.state.lights.headlightOn, high.state.lights.positionOn],
    ).toEqual([true, true, true])
    const dark = run(
      'control_light',
      { light_type: 'headlight', action: 'turn_off' },
      { lights: { headlightOn: true, highBeamOn: true } },
    )
    expect(dark.ok && [dark.state.lights.headlightOn, dark.state.lights.highBeamOn]).toEqual([false, false])
    expect(run('control_light', { light_type: 'fog', action: 'set_color', color: 'red' })).toMatchObject({
      ok: false,
      error: 'unsupported',
    })
    expect(run('control_light', { light_type: 'ambient', action: 'turn_on' }).ok).toBe(true)
  })

  it('massages any seat', () => {
    const rear = run('control_seat', { seat: 'rear_right', action: 'massage_on' })
    expect(
      rear.ok && [rear.state.seats.rearRight.massage, rear.state.seats.driver.massage, rear.reply],
    ).toEqual([true, false, '右后座椅按摩已打开'])
  })
})
