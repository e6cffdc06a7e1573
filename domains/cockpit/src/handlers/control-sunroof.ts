import type { VehicleState } from '../vehicle/vehicle-state.ts'
import { done, type Handler, type HandlerResult, refuse } from './handler-result.ts'

interface SunroofParams {
  part: 'glass' | 'shade'
  action: 'open' | 'close' | 'tilt' | 'set_position'
  open_percentage?: number
}

/**
 * control_sunroof: the glass panel (open to a share, tilt, close) and the sunshade under it. The shade
 * cannot close under open glass (it would sit in the wind), so opening the glass opens the shade with it.
 */
export const controlSunroof: Handler<SunroofParams> = (params, state) => {
  const share = params.action === 'open' ? 100 : params.action === 'close' ? 0 : params.open_percentage
  if (params.part === 'shade') {
    if (params.action === 'tilt') return refuse('unsupported', '遮阳帘不能起翘，只能打开或关闭')
    return moveShade(state, share!)
  }
  if (params.action === 'tilt') {
    const sunroof = { ...state.sunroof, glass: 0, tilted: true }
    return done({ ...state, sunroof }, '天窗已起翘')
  }
  return moveGlass(state, share!)
}

function moveGlass(state: VehicleState, share: number): HandlerResult {
  // The shade opens at least as far as the glass, so the opening is not covered.
  const shade = Math.max(state.sunroof.shade, share)
  const sunroof = { glass: share, tilted: false, shade }
  const reply = share === 0 ? '天窗已关闭' : share === 100 ? '天窗已打开' : `天窗已开到${share}%`
  return done({ ...state, sunroof }, shade > state.sunroof.shade ? `${reply}，遮阳帘已随之打开` : reply)
}

function moveShade(state: VehicleState, share: number): HandlerResult {
  const { glass, tilted } = state.sunroof
  if (share < glass || (share === 0 && tilted))
    return refuse('glass_open', '天窗开着，遮阳帘关不上，请先关闭天窗')
  const reply = share === 0 ? '遮阳帘已关闭' : share === 100 ? '遮阳帘已打开' : `遮阳帘已开到${share}%`
  return done({ ...state, sunroof: { ...state.sunroof, shade: share } }, reply)
}
