import type { VehicleState } from '../vehicle/vehicle-state.ts'
import { done, type HandlerResult } from './handler-result.ts'

const CIRCULATION_NAMES = { inner: '内循环', outer: '外循环', auto: '自动循环' } as const

/** Defrosting (front: the AC blows outside air at the windscreen; rear: the heated rear window). */
export function defrost(
  state: VehicleState,
  on: boolean,
  target: 'front' | 'rear' | undefined,
): HandlerResult {
  const ac = state.ac
  if (!on) {
    // 关闭除霜 without a glass named stops both: the person wants no defrosting at all.
    const front = target === 'rear' ? ac.defrostFront : false
    const rear = target === 'front' ? ac.defrostRear : false
    const what = target === 'rear' ? '后挡风' : target === 'front' ? '前挡风' : ''
    return done({ ...state, ac: { ...ac, defrostFront: front, defrostRear: rear } }, `${what}除霜已关闭`)
  }
  if (target === 'rear') return done({ ...state, ac: { ...ac, defrostRear: true } }, '后挡风除霜已打开')
  // Outside air is drier than the cabin's: the windscreen clears with outer circulation.
  const next = { ...ac, isOn: true, defrostFront: true, circulation: 'outer' as const }
  return done({ ...state, ac: next }, '前挡风除霜已打开，已切换外循环')
}

/** Inner, outer or automatic air circulation; it moves a flap and needs the AC on no more than the fan does. */
export function setCirculation(state: VehicleState, circulation: 'inner' | 'outer' | 'auto'): HandlerResult {
  const name = CIRCULATION_NAMES[circulation]
  const reply = state.ac.circulation === circulation ? `已经是${name}了` : `已切换到${name}`
  return done({ ...state, ac: { ...state.ac, circulation } }, reply)
}
