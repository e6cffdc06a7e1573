import { done, type Handler } from './handler-result.ts'

/** control_trunk: open or close the trunk. */
export const controlTrunk: Handler<{ action: 'open' | 'close' }> = (params, state) => {
  const target = params.action === 'open' ? 'open' : 'closed'
  if (state.trunk === target)
    return done(state, target === 'open' ? '后备箱已经是打开的' : '后备箱已经是关着的')
  return done({ ...state, trunk: target }, target === 'open' ? '后备箱已打开' : '后备箱已关闭')
}
