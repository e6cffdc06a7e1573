import { done, type Handler } from './handler-result.ts'

const SPEED_NAMES = { low: '低速', medium: '中速', high: '高速', auto: '自动' } as const

interface WiperParams {
  action: 'turn_on' | 'turn_off' | 'set_speed'
  speed?: keyof typeof SPEED_NAMES
}

/** control_wiper: on/off and speed; setting a speed switches the wipers on. */
export const controlWiper: Handler<WiperParams> = (params, state) => {
  switch (params.action) {
    case 'turn_on':
      return done(
        { ...state, wiper: { ...state.wiper, isOn: true } },
        `雨刮器已打开，${SPEED_NAMES[state.wiper.speed]}`,
      )
    case 'turn_off':
      return done({ ...state, wiper: { ...state.wiper, isOn: false } }, '雨刮器已关闭')
    case 'set_speed':
      return done(
        { ...state, wiper: { isOn: true, speed: params.speed! } },
        `雨刮器已调到${SPEED_NAMES[params.speed!]}`,
      )
  }
}
