import { interpretClause } from './interpret-clause.ts'
import type { VehicleStateLike } from './types.ts'
import { SWITCH_VERB } from './verbs.ts'

// A switch verb with what may close it (关了, 关掉, 打开吧).
const VERB = `(?:${SWITCH_VERB.source})(?:了|掉|上|一下|吧)*`
const ENDS_WITH_VERB = new RegExp(`${VERB}$`)
const STARTS_WITH_VERB = new RegExp(`^(?:${SWITCH_VERB.source})`)
const EVERY_VERB = new RegExp(VERB, 'g')

/**
 * Splits a clause said object first (空调关掉车窗打开, 把空调关了窗户打开) after each verb, so every
 * object keeps the verb said after it. Read whole, the verb between the two objects would be taken
 * by the second (关掉车窗) — closing the windows the person asked to open. A split stands only when
 * both sides read as commands on their own.
 */
export function splitAfterVerbs(clause: string, state: VehicleStateLike): string[] {
  if (STARTS_WITH_VERB.test(clause) || !ENDS_WITH_VERB.test(clause)) return [clause]
  for (const m of clause.matchAll(EVERY_VERB)) {
    const end = m.index + m[0].length
    if (end >= clause.length) break
    const left = clause.slice(0, end)
    const right = clause.slice(end)
    if (readsAlone(left, state) && readsAlone(right, state)) return [left, ...splitAfterVerbs(right, state)]
  }
  return [clause]
}

function readsAlone(text: string, state: VehicleStateLike): boolean {
  return (interpretClause(text, state).match?.calls.length ?? 0) > 0
}
