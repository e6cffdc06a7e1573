import type { Scan } from './scan.ts'

/** A place in the cabin as spoken; windows and seats name them differently. */
type Place =
  | 'front_left'
  | 'front_right'
  | 'rear_left'
  | 'rear_right'
  | 'front'
  | 'rear'
  | 'left'
  | 'right'
  | 'all'

// A row or side said with a count (后面俩, 前排那两个, 两扇): the count says "both of that row".
const PAIR = '(?:的|那)?(?:两个|两扇|两|俩)?'
// 后面/前面 are places only where they are not a direction (往后面挪 moves a seat back, 移到最前面
// moves it all the way forward).
const NOT_TOWARD = '(?<![往向朝最])'

// Longest forms first, so 副驾驶 is read whole and its 驾驶 never counts as the driver.
const PLACE_WORDS: ReadonlyArray<readonly [string, Place]> = [
  ['后排左(?:边|侧|面)?|左后(?:方|边|侧)?|后左|左边后排|rear left', 'rear_left'],
  ['后排右(?:边|侧|面)?|右后(?:方|边|侧)?|后右|右边后排|rear right', 'rear_right'],
  [
    '副驾驶?(?:位|座(?![椅位])|侧|这边|那边)?|右前(?:方|边|侧)?|前右|前排右(?:边|侧)?|乘客|passenger',
    'front_right',
  ],
  [
    '主驾驶?(?:位|座(?![椅位])|侧|这边)?|驾驶(?:位|座(?![椅位])|员|侧)?|司机|左前(?:方|边|侧)?|前左|前排左(?:边|侧)?|我这边|driver',
    'front_left',
  ],
  // In a car of two rows the second row (二排, 第二排) is the rear.
  [
    `两个后(?:排|座|面|边)?|${NOT_TOWARD}(?:后排|后座|后面|后边|后头)${PAIR}|第?二排${PAIR}|后窗|\\brear\\b`,
    'rear',
  ],
  [`两个前(?:排|座|面|边)?|${NOT_TOWARD}(?:前排|前座|前面|前边|前头)${PAIR}|\\bfront\\b`, 'front'],
  [`(?:左边|左侧|左面|左手边)${PAIR}`, 'left'],
  [`(?:右边|右侧|右面|右手边)${PAIR}`, 'right'],
  ['全部|所有|全车|四个|4个|整车|每个|\\ball\\b', 'all'],
]

const PLACE = new RegExp(PLACE_WORDS.map(([words]) => `(${words})`).join('|'), 'g')

function takePlaces(scan: Scan): Place[] {
  const places: Place[] = []
  for (const m of scan.takeAll(PLACE)) {
    const index = m.slice(1).findIndex((group) => group !== undefined)
    const place = PLACE_WORDS[index]?.[1]
    if (place && !places.includes(place)) places.push(place)
  }
  return places
}

// A place said alone, maybe pointed at (副驾那个位置, 右后那边): it names where the next clause acts.
const PLACE_ONLY = new RegExp(`^(?:${PLACE.source}|和|跟|与|、|的|还有|那个|这个|那边|这边|位置|,)+$`)

/** Whether the text names places and nothing else (主驾和副驾): a fragment of the next clause. */
export function onlyPlaces(text: string): boolean {
  return PLACE_ONLY.test(text)
}

// The seats and rows a person sits in; 前面/后面 also say where on the road (前面堵了), so only the
// rows' own names count here.
const SEATED = new RegExp(
  [...PLACE_WORDS.slice(0, 4).map(([words]) => words), '后排|后座|前排|前座'].join('|'),
)

/**
 * Whether the text names a seat or row (副驾说有点热, 后排的小朋友): left unexplained beside a call, it
 * says whom the request is for, and a call that did not take it may act for the wrong person.
 */
export function namesSeat(text: string): boolean {
  return SEATED.test(text)
}

/** Window positions named in the clause, in contract names; empty when none is named. */
export function takeWindowPositions(scan: Scan): string[] {
  const out: string[] = []
  for (const place of takePlaces(scan)) {
    if (place === 'front') out.push('front_left', 'front_right')
    else if (place === 'rear') out.push('rear_left', 'rear_right')
    else if (place === 'left') out.push('front_left', 'rear_left')
    else if (place === 'right') out.push('front_right', 'rear_right')
    else out.push(place)
  }
  // 左前窗全部打开: beside a named window, 全部 says how far, not which windows.
  if (out.includes('all')) return out.length > 1 ? [...new Set(out.filter((p) => p !== 'all'))] : ['all']
  return [...new Set(out)]
}

const SEAT_OF: Record<string, string[]> = {
  front_left: ['driver'],
  front_right: ['passenger'],
  rear_left: ['rear_left'],
  rear_right: ['rear_right'],
  front: ['driver', 'passenger'],
  rear: ['rear_left', 'rear_right'],
  left: ['driver', 'rear_left'],
  right: ['passenger', 'rear_right'],
  all: ['driver', 'passenger', 'rear_left', 'rear_right'],
}

/** Seats named in the clause, in contract names; empty when none is named. */
export function takeSeats(scan: Scan): string[] {
  return [...new Set(takePlaces(scan).flatMap((place) => SEAT_OF[place] ?? []))]
}
