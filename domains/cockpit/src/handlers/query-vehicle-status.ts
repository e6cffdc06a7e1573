import { done, type Handler } from './handler-result.ts'

/** query_vehicle_status: answers from live state; nothing changes. */
export const queryVehicleStatus: Handler<{
  item: 'battery_level' | 'range' | 'charging' | 'tire_pressure' | 'mileage' | 'door_lock'
}> = (params, state) => {
  const t = state.tirePressureBar
  switch (params.item) {
    case 'battery_level':
      return done(state, `电量还有${state.battery.level}%`)
    case 'range':
      return done(state, `续航还有约${state.battery.estimatedRangeKm}公里`)
    case 'charging':
      return done(
        state,
        state.battery.isCharging ? `正在充电，当前电量${state.battery.level}%` : '当前没有在充电',
      )
    case 'tire_pressure':
      return done(
        state,
        `胎压：左前${t.frontLeft}、右前${t.frontRight}、左后${t.rearLeft}、右后${t.rearRight} bar`,
      )
    case 'mileage':
      return done(state, `总里程${state.mileageKm}公里`)
    case 'door_lock':
      return done(state, state.doors.locked ? '车门已上锁' : '车门没有上锁')
  }
}
