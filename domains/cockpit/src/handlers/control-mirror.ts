import type { VehicleState } from '../vehicle/vehicle-state.ts'
import { done, type Handler } from './handler-result.ts'

interface MirrorParams {
  side: 'left' | 'right' | 'all'
  action: 'fold' | 'unfold' | 'heating_on' | 'heating_off'
}

const SIDE_NAMES = { left: '左后视镜', right: '右后视镜', all: '后视镜' } as const
const ACTIONS = {
  fold: ['Folded', true, '已折叠'],
  unfold: ['Folded', false, '已展开'],
  heating_on: ['Heating', true, '加热已打开'],
  heating_off: ['Heating', false, '加热已关闭'],
} as const

/** control_mirror: fold, unfold and heat the outside mirrors, one side or both. */
export const controlMirror: Handler<MirrorParams> = (params, state) => {
  const [field, value, said] = ACTIONS[params.action]
  const sides = params.side === 'all' ? (['left', 'right'] as const) : [params.side]
  const mirrors: VehicleState['mirrors'] = { ...state.mirrors }
  const already = sides.every((side) => mirrors[`${side}${field}`] === value)
  for (const side of sides) mirrors[`${side}${field}`] = value
  const reply = `${SIDE_NAMES[params.side]}${already ? said.replace('已', '本来就') : said}`
  return done({ ...state, mirrors }, reply)
}
