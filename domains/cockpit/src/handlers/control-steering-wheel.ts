import { done, type Handler } from './handler-result.ts'

/** control_steering_wheel: the heated rim, on or off. */
export const controlSteeringWheel: Handler<{ action: 'heating_on' | 'heating_off' }> = (params, state) => {
  const heating = params.action === 'heating_on'
  const already = state.steeringWheel.heating === heating
  const reply = heating
    ? already
      ? '方向盘加热已经开着'
      : '方向盘加热已打开'
    : already
      ? '方向盘加热本来就是关着的'
      : '方向盘加热已关闭'
  return done({ ...state, steeringWheel: { heating } }, reply)
}
