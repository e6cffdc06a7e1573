import { distanceKm, type GeoPoint } from './geo.ts'
import { SHIPPED_PLACES } from './poi-data.ts'
import type { Place, PlaceHit, PoiQuery, PoiService } from './poi-service.ts'

// What drivers say for a category, by the category the data uses: 充电桩 and 超充 are 充电站 to the map.
const CATEGORY_WORDS: Record<string, readonly string[]> = {
  机场: ['机场', '飞机场', '航站楼'],
  火车站: ['火车站', '高铁站', '车站', '动车站'],
  医院: ['医院', '急诊', '诊所'],
  商场: ['商场', '购物中心', '商店', '超市', '百货'],
  公园: ['公园'],
  加油站: ['加油站', '加油'],
  充电站: ['充电站', '充电桩', '超充站', '充电'],
  餐厅: ['餐厅', '饭店', '饭馆', '馆子', '美食', '吃饭', '酒家'],
  咖啡店: ['咖啡店', '咖啡厅', '咖啡馆', '咖啡'],
  停车场: ['停车场', '停车位', '停车'],
  酒店: ['酒店', '宾馆', '旅馆'],
  景点: ['景点', '景区', '旅游'],
}
const CITIES = ['北京', '上海', '广州']

/** The data's category for a spoken one, or undefined when none is meant. */
export function categoryOf(spoken: string): string | undefined {
  const word = spoken.replace(/^(最近的|附近的|周边的)/, '').trim()
  for (const [category, words] of Object.entries(CATEGORY_WORDS)) if (words.includes(word)) return category
  for (const [category, words] of Object.entries(CATEGORY_WORDS))
    if (words.some((w) => w.length > 1 && word.endsWith(w))) return category
  return undefined
}

const normalize = (text: string) => text.toLowerCase().replace(/[\s的·]/g, '')
const bigrams = (text: string) =>
  new Set(Array.from(text).flatMap((c, i, all) => (i ? [all[i - 1] + c] : [])))

/** How well spoken words name a place, 0–1: exact, contained, then shared character pairs (Dice). */
function nameScore(query: string, place: Place): number {
  const { city, words, pairs: a } = spokenName(query)
  if (city && city !== place.city) return 0
  let best = 0
  for (const { text: candidate, pairs: b } of candidateNames(place)) {
    if (candidate === words || candidate === query) return 1
    if (
      candidate.length >= 2 &&
      words.length >= 2 &&
      (words.includes(candidate) || candidate.includes(words))
    )
      best = Math.max(
        best,
        0.6 + 0.3 * (Math.min(candidate.length, words.length) / Math.max(candidate.length, words.length)),
      )
    let shared = 0
    for (const pair of a) if (b.has(pair)) shared++
    if (a.size && b.size) best = Math.max(best, ((2 * shared) / (a.size + b.size)) * 0.8)
  }
  return best
}

interface Named {
  text: string
  pairs: Set<string>
}

// A search scores one query against every place: the query's city, words and pairs are worked out once
// (the last query is kept), and each place's normalised names and pairs once for the place's life —
// places are data, never changed. Both were rebuilt for every place on every search.
let lastSpoken: (Named & { query: string; city: string | undefined; words: string }) | undefined
const placeNames = new WeakMap<Place, readonly Named[]>()

function spokenName(query: string) {
  if (lastSpoken?.query === query) return lastSpoken
  const city = CITIES.find((c) => query.startsWith(c))
  // "上海外滩": the city narrows the search, it is not part of the name.
  const words = city && query.length > city.length ? query.slice(city.length) : query
  lastSpoken = { query, city, words, text: words, pairs: bigrams(words) }
  return lastSpoken
}

function candidateNames(place: Place): readonly Named[] {
  let names = placeNames.get(place)
  if (!names) {
    names = [place.name, ...(place.aliases ?? [])]
      .map(normalize)
      .map((text) => ({ text, pairs: bigrams(text) }))
    placeNames.set(place, names)
  }
  return names
}

// Below this a name "matches" only by chance (one shared pair in long names).
const MIN_NAME_SCORE = 0.45

/** The shipped PoiService over an in-memory list (default: the illustrative SHIPPED_PLACES). */
export class ShippedPoiService implements PoiService {
  readonly #places: readonly Place[]

  constructor(places: readonly Place[] = SHIPPED_PLACES) {
    this.#places = places
  }

  search({ query, category, near, limit, withinKm }: PoiQuery): PlaceHit[] {
    const wanted = category === undefined ? undefined : (categoryOf(category) ?? category)
    const words = query === undefined ? undefined : normalize(query)
    return this.#places
      .filter((place) => wanted === undefined || place.category === wanted)
      .filter((place) => words === undefined || nameScore(words, place) >= MIN_NAME_SCORE)
      .map((place) => hit(place, near))
      .filter((place) => withinKm === undefined || place.distanceKm <= withinKm)
      .sort((a, b) => a.distanceKm - b.distanceKm)
      .slice(0, limit)
  }

  find(name: string, near: GeoPoint): PlaceHit | undefined {
    // "导航去火车站" names a kind of place: the nearest one of that kind is meant.
    const category = categoryOf(name)
    if (category && CATEGORY_WORDS[category]?.includes(normalize(name)))
      return this.search({ category, near, limit: 1 })[0]
    const words = normalize(name)
    let best: { place: Place; score: number; km: number } | undefined
    for (const place of this.#places) {
      const score = nameScore(words, place)
      if (score < MIN_NAME_SCORE) continue
      const km = distanceKm(near, place)
      // Ties go to the nearer place: two 星巴克 are told apart by where the car is.
      if (!best || score > best.score || (score === best.score && km < best.km)) best = { place, score, km }
    }
    return best && hit(best.place, near)
  }
}

function hit(place: Place, near: GeoPoint): PlaceHit {
  return { ...place, distanceKm: Math.round(distanceKm(near, place) * 10) / 10 }
}
