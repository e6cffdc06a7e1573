/**
 * Words of direction shared by every setting with a level (temperature, fan, volume): one
 * lexicon, so a verb learnt for one (往上提, 降一降, 下调) serves all. Regex sources, longer forms
 * first; each device adds its own sense words (热/暖 for temperature, 响 for volume).
 */
const UPWARD = '(?:往|向|朝)上'
const DOWNWARD = '(?:往|向|朝)下'

/** Raising a level: 往上调, 调高, 上调, 提一提, 升. */
export const RAISE = `${UPWARD}(?:调|提|升|加|拉|推)?|调高|升高|提高|加高|拉高|上调|调上去|提一?提|提上去|升一?升|升|加|高`

/** Lowering a level: 往下调, 调低, 下调, 降一降, 减. */
export const LOWER = `${DOWNWARD}(?:调|降|减|拉|压|放)?|调低|降低|减低|拉低|放低|下调|调下来|降一?降|降|减|低`

/** Making something bigger (a fan, a volume): 调大, 开大, 加大. */
export const GROW = '调大|加大|增大|开大|放大|大'

/** Making something smaller: 调小, 关小, 减小. */
export const SHRINK = '调小|减小|开小|关小|放小|小'

/** Filler a direction may take before its amount: 往下调个一度, 升上两度. */
export const BEFORE_AMOUNT = '(?:了|个|上|下)?'
