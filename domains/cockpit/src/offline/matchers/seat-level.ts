import { NUM, parseNumber } from '../numbers.ts'
import type { Scan } from '../scan.ts'
import type { MatchEnv } from '../types.ts'
import { OUT_OF_RANGE } from './match-helpers.ts'

const LEVEL = new RegExp(
  `(?:开到|调到|调至|调成|设为|设置为|设到|开成|开|调|到|为|成)?\\s*(${NUM})\\s*(?:挡|级|level)|level\\s*(${NUM})`,
)
const MAX = /最大|最高|最强|最热|最冷|最猛|开满|max/
const MIN = /最小|最低|最弱|min/
// A step needs a verb or an amount: 调高, 热一点; 热热 (warm me) asks for heating, not a level.
const UP = /(?:调|开)(?:高|大|强|热)一?(?:点|些)?|(?:高|大|强|热)一?(?:点|些)/
const DOWN = /(?:调|开)(?:低|小|弱)一?(?:点|些)?|(?:低|小|弱)一?(?:点|些)/

/**
 * Reads a heating or ventilation level (3挡, 最大 = 3, 最小 = 1); 调高/调低 step from the seat's
 * current level in `env.state`. Returns 0 when a step down reaches off, OUT_OF_RANGE for 4挡, null
 * when there is no level.
 */
export function takeLevel(
  scan: Scan,
  env: MatchEnv,
  feature: string,
  seat: string,
): number | typeof OUT_OF_RANGE | null {
  if (scan.take(MAX)) return 3
  if (scan.take(MIN)) return 1
  const m = scan.find(LEVEL)
  const value = m ? parseNumber(m[1] ?? m[2] ?? '') : null
  if (m && value !== null) {
    scan.mark(m.index, m.index + m[0].length)
    return value >= 1 && value <= 3 && Number.isInteger(value) ? value : OUT_OF_RANGE
  }
  const current = currentLevel(env, feature, seat)
  if (scan.take(UP)) return Math.min(3, current + 1)
  if (scan.take(DOWN)) return Math.max(0, current - 1)
  return null
}

function currentLevel(env: MatchEnv, feature: string, seat: string): number {
  const key = seat === 'rear_left' ? 'rearLeft' : seat === 'rear_right' ? 'rearRight' : seat
  const state = env.state.seats?.[key]
  const prev = env.prev?.params
  if (prev && typeof prev.level === 'number' && String(prev.action).includes(feature)) return prev.level
  const level = feature === 'heating' ? state?.heatingLevel : state?.ventilationLevel
  return level ?? 0
}
