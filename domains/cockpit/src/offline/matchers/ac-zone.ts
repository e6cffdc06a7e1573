import type { Scan } from '../scan.ts'

// A zone is said right before what it qualifies (副驾空调, 后排的温度, 主驾这边温度, 右前风量).
const ZONE_WORDS: ReadonlyArray<readonly [string, string]> = [
  ['副驾(?:驶)?(?:位|座|侧|这边|那边)?|右前(?:方|侧)?', 'passenger'],
  ['主驾(?:驶)?(?:位|座|侧|这边)?|驾驶(?:位|座|侧)|司机(?:位)?|左前(?:方|侧)?', 'driver'],
  ['后排|后座|后面|后边|第?二排', 'rear'],
  // 主副驾 names both front zones: the catalogue's nearest zone is the whole cabin.
  ['全车|所有|全部|前后排|主副驾(?:驶)?|主驾(?:驶)?(?:和|跟|与)?副驾(?:驶)?', 'all'],
]
const ZONE = new RegExp(
  `(?:${ZONE_WORDS.map(([words]) => `(${words})`).join('|')})(?:的)?(?=空调|温度|冷气|暖气|出风|风量|风速|风力)`,
)

// Continuing an AC call (主驾温度调到20度，副驾也一样 / 副驾调低两度), a zone needs no AC word after it.
const ZONE_ALONE = new RegExp(
  `(?:${ZONE_WORDS.map(([words]) => `(${words})`).join('|')})(?:的)?(?=也|呢|还是|同样|一样|调|设|降|升|$)`,
)

/** The climate zone the clause names before the AC or the temperature (or alone, when `continuing` an AC call), if any. */
export function takeZone(scan: Scan, continuing = false): string | undefined {
  const m = scan.take(ZONE) ?? (continuing ? scan.take(ZONE_ALONE) : null)
  if (!m) return undefined
  const index = m.slice(1).findIndex((group) => group !== undefined)
  return ZONE_WORDS[index]?.[1]
}
