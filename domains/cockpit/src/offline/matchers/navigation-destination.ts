import { cleanDestination, isDivisionName } from '../../places/admin-divisions.ts'
import { catalogueNames } from '../catalogue-words.ts'
import { gateOf } from '../gate.ts'
import { HIDDEN, type Scan } from '../scan.ts'
import type { Match } from '../types.ts'
import { activityOf, placesBeforeActivity } from './destination-activity.ts'
import { call, clarify, matched } from './match-helpers.ts'

const NAME = 'control_navigation'
const REST = `([^${HIDDEN},]+)`
// 用高德地图导航去… names the map app, which is not where to go.
// 从A到B names where the trip starts, which is not where to go; 设置/查询 only introduce the request.
const ORIGIN = '从[^,到去]{1,12}?(?=(?:导航|开车|出发)?(?:到|去))'
const LEAD = `^(?:那|就|再|先|还是|改成|现在|马上|直接|我们|咱们?|我|帮我|给我|请|麻烦|出发|动身|设置|设定|(?:开启|打开)(?=导航)|规划|一条|条|查询|查一下|查|用(?:高德|百度|腾讯|苹果)?地图|${ORIGIN})*`
const GO =
  '(?:导航一下(?:去|到)?|导航(?:过去)?到|导航去|导航至|导航回|导航|带我去|带我到|带我回|载我去|送我去|送我到|送我回|开车去|开车到|开车回|我要去|我想去|我要回|我想回|我要到|我想到|要去|想去|要回|想回|要到|前往|去往|回到|回|去|到|navigate to|take me to|go to|drive to|head to)'
const GO_TO = new RegExp(`${LEAD}${GO}\\s*${REST}`)
// 开到铜梁区, 往益阳开: driving verbs that name a destination only when a known division follows
// (开到24度, 往左边开一点 do not).
const DRIVE_TO = new RegExp(`${LEAD}(?:开到|开去|开往|往|朝|奔)\\s*${REST}`)
const DRIVE_TRAILING = /(?:方向)?(?:开|走|去|跑)?(?:吧|呗)?$/
const RENAME = new RegExp(`(?:目的地|终点)(?:改成|换成|设为|设置为|设成|改为|改到|是)\\s*${REST}`)
const HOW_TO = new RegExp(`${LEAD}(?:去|到)?${REST}(?:怎么走|怎么去|在哪里?|在哪儿)`)
const HOW_TO_FIRST = new RegExp(`${LEAD}(?:怎么|如何)(?:走)?(?:去|到|回)${REST}`)
// The place before the verb (首都机场导航, 公司导航一下): whatever stands before 导航 there.
const PLACE_FIRST = new RegExp(`^([^${HIDDEN},]{2,16}?)(?:导航过去|导航一下|导航)(?:吧|呗|一下)?$`)
// Before 导航, these name the function or a verb, not a place (打开导航, 语音导航, 高德导航).
const NOT_PLACE_FIRST =
  /^(?:请|帮我|给我)?(?:打开|开启|开|关闭|关|启动|继续|结束|停止|退出|取消|暂停|重新|开始|语音|全程|这个|那个|我的|车载|高德|百度|腾讯|手机|地图|不要|不用|别|停|设置|用)/
const NEARBY =
  /(?:这附近|附近|最近|周边|周围|旁边|就近|沿途)(?:的|有没有|有什么|哪里有|哪儿有|有)?(?:一个|一家|个|家)?/
const DESCRIBED = /(?:附近|最近|周边|周围|就近|沿途)(?:的|有)/
const FIND = /(?:搜索|查找|找|搜|查|有没有)(?:一下|一个|一家|个|家)?/
const TRAILING =
  /(?:吧|呢|啊|呀|了|吗|么|没有|一下|怎么走|怎么去|的路线|路线|的路|去|走|在哪里?|在哪儿|有哪些|有什么|有吗|要快|快点|尽快|赶紧|(?:可以|好|行)吗|可以|好不好|行不行)+$/
// A distance (五百米左右的停车场) bounds the search; it is no part of the kind of place. Nor is a trip
// said before the place (去一趟机场, 去趟超市).
const LEADING =
  /^(?:[\d零一二两三四五六七八九十百千]+(?:米|公里|千米)(?:左右|以内|之内|内|范围内)?的?|的|一下|一?趟|一个|一家|前面|前方|路上|沿途|这边|啥|什么|有什么|有没有|哪里有|哪儿有|哪有|哪个|哪家|哪些|有|the\s+)+/
// A second command run on after the place (导航去天安门播放音乐) is not part of its name.
// A route preference after the place (去机场不走高速的路线) is a second request, not part of the name;
// so is a stop on the way (去动车站的路上途经图书馆), which the catalogue cannot add.
const NEXT_COMMAND =
  /途经|经过|打开|关闭|关掉|开启|播放|放(?:首|点|一首)|来(?:首|一首|点)|然后|顺便|再把|把|导航|带我去|我要去|(?:不|别|不要|少|优先)走|走(?:高速|最|国道|省道|小路)|避开|绕开|绕过|躲开/
// Words that show the "destination" is really part of another command (到24度, 去掉) or a story.
const NOT_A_PLACE =
  /^(?:[\d零一二两三四五六七八九十百.%]+(?:度|挡|档|级|%|成|分之|点|下|些|半|个|条|首|家|次|遍|位|辆|张|件|种|$)|掉|底|最(?!近)|了|一点|一下|到|去|回|来|调|设)|空调|车窗|座椅|音量|声音|亮度|风量|温度|歌|[一上下]首|时候|哪里|哪儿|什么地方|比较好|(?:模式|功能|设置|页面|主页|播报|提示音|语音)$|怎么|为什么|多久|多远|多长|多少|几点|难用|好用|吗$|^哪|^(?:现在|我|你|我们|咱们|这|那)$|^又|绕路|绕远|走错|^(?:也|都|还)?(?:关|停|取消|退出)(?:掉|上|闭|止)?$/
// 到家了, 快到公司了: news of arriving, not a request to go there.
const ARRIVED = /^(?:已经|快|马上|终于|总算)?(?:到|回到)[^,]{1,10}了$/
// An activity (洗个澡, 睡一下, 买点东西) is where one goes to do something, not a place name.
const ACTIVITY = /^[\u4e00-\u9fff](?:个|一下|一会儿?|会儿|点)/
// A place only pointed at (个地方, 那儿, 某个地方): a request to navigate, but where to?
// 上次那个地方, 之前去过的地方 point at a trip the car keeps no record of: ask where.
const VAGUE_PLACE =
  /^(?:上次|上回|刚才|之前|以前|原来|昨天|那天)?(?:去过?的|的)?(?:[一某这那]?个)?(?:好|别的|其他)?(?:地方|地儿|去处)$|^(?:那|这)(?:里|边|块)$/
// Everyday ways to name a kind of place, mapped to the category noun.
const CATEGORY_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:好吃的|吃的|吃饭的地方|吃(?:个|点|口)?(?:饭|东西)|饭|美食|吃的地方)$/, '餐厅'],
  [/^(?:咖啡|喝咖啡的地方|喝咖啡)$/, '咖啡店'],
  [/^(?:停车的地方|停车|能停车的地方|停车的)$/, '停车场'],
  [/^(?:加油|加油的地方)$/, '加油站'],
  [/^(?:充电|充电的地方)$/, '充电站'],
]
// 我想吃酸菜鱼: a dish wanted is a place to find that serves it (a meal in general, a restaurant).
const CRAVING = /^(?:我|咱们?)?(?:要|想|想要)吃(?:点|个|一顿|顿|一下)?([^,]{1,12}?)(?:吧|了|呢)?$/
const NEARBY_OR_FIND = new RegExp(`(?:${NEARBY.source}|${FIND.source})${REST}`)
// Kinds of place searched as "the nearest" even without 最近的 (去加油站); named places are
// destinations. The kinds are the gazetteer of control_navigation.json (lexicon.names.poi_category).
let poiCache: { from: ReadonlySet<string>; exact: RegExp; tail: RegExp } | undefined

function poiWords(): { exact: RegExp; tail: RegExp } {
  const kinds = catalogueNames(NAME, 'poi_category')
  if (poiCache?.from !== kinds) {
    // Longest first: 公共厕所 before 厕所, so 好一点的酒店 → 酒店 and the tail is the whole kind.
    const words = [...kinds].sort((x, y) => y.length - x.length).join('|') || '(?!)'
    poiCache = { from: kinds, exact: new RegExp(`^(?:${words})$`), tail: new RegExp(`(?:${words})$`) }
  }
  return poiCache
}
// What may stand before a kind of place without naming one: a count (一家), a description ending
// in 的 (便宜点的), a size or quality (大, 好点), or a spoken alias that canonical() folded.
const DESCRIBING = /^(?:[一这那]?[个家间座所]?)(?:[^的]*的|[大小好近远新][一点些]*)?$/

/** Where to go is read only in a clause with one of these frames. */
export const DESTINATION_GATE = gateOf(
  GO_TO,
  DRIVE_TO,
  RENAME,
  HOW_TO,
  HOW_TO_FIRST,
  PLACE_FIRST,
  CRAVING,
  NEARBY_OR_FIND,
)

/**
 * Reads where to go: a place (导航到北京天安门 → set_destination) or a kind of place
 * (最近的加油站, 找个停车场 → search_poi, category without 最近的/附近的).
 */
export function readDestination(scan: Scan): Match | null {
  if (ARRIVED.test(scan.text)) return null
  const go =
    scan.find(GO_TO) ?? scan.find(RENAME) ?? scan.find(HOW_TO) ?? scan.find(HOW_TO_FIRST) ?? placeFirst(scan)
  if (go) {
    const cut = go[1]!.search(NEXT_COMMAND)
    const raw = cut > 0 ? go[1]!.slice(0, cut) : go[1]!
    // 导航到西湖路上来点歌: before a second command, 路上 is "on the way there".
    const place = clean(cut > 0 ? raw.replace(/(?:的|一)?路上$/, '') : raw)
    if (VAGUE_PLACE.test(place)) {
      scan.mark(go.index, go.index + go[0].length)
      return clarify(0.7)
    }
    const activity = ACTIVITY.test(place) && canonical(place) === place
    // A bare number is a place only when navigation was asked for by name (导航去5050).
    const numbered = /^\d+$/.test(place) && /导航/.test(go[0])
    if (place && (numbered || !NOT_A_PLACE.test(place)) && !activity) {
      scan.mark(go.index, go.index + go[0].length - (go[1]!.length - raw.length))
      return errandOrPlace(place, /导航/.test(go[0]))
    }
  }
  const drive = scan.find(DRIVE_TO)
  const division = drive && cleanDestination(drive[1]!.replace(DRIVE_TRAILING, ''))
  if (drive && division && isDivisionName(division)) {
    scan.mark(drive.index, drive.index + drive[0].length)
    return matched([call(NAME, { action: 'set_destination', destination: division })], 0.9)
  }
  const craving = scan.find(CRAVING)
  if (craving) {
    const dish = canonical(`吃${craving[1]!}`) === '餐厅' ? '餐厅' : craving[1]!
    // One character other than a meal (吃药) names no dish.
    if (dish.length < 2) return null
    scan.mark(craving.index, craving.index + craving[0].length)
    return matched([call(NAME, { action: 'search_poi', poi_category: dish })], 0.9)
  }
  const nearby = scan.find(NEARBY_OR_FIND)
  if (!nearby) return null
  const phrase = clean(nearby[1]!.replace(NEARBY, ''))
  const kind = canonical(phrase)
  // A brand is kept whole (附近的招商银行 searches 招商银行, not any 银行); a description is not (便宜点的酒店).
  const category = namesOne(phrase, kind) ? phrase : kind
  // A known kind of place is searched however it is asked; other words only as 附近的X.
  const described = DESCRIBED.test(nearby[0])
  if (!category || (!poiWords().exact.test(kind) && !(described && category.length <= 6))) return null
  scan.mark(nearby.index, nearby.index + nearby[0].length)
  return matched([call(NAME, { action: 'search_poi', poi_category: category })], 0.95)
}

/**
 * A destination that says what one goes to do (去吃火锅, 导航去接孩子, 超市买东西): a meal searches its
 * kind of place, a place said before the activity is where to go, any other errand asks where.
 * Everyday kinds (去加油, 喝咖啡) were folded into a kind of place by canonical() and stay as they are.
 */
function errandOrPlace(place: string, navigate: boolean): Match {
  if (canonical(place) !== place || poiWords().exact.test(place) || isDivisionName(cleanDestination(place)))
    return poiOrPlace(place, navigate)
  const head = placesBeforeActivity(place).find(
    (before) => poiWords().exact.test(canonical(before)) || isDivisionName(cleanDestination(before)),
  )
  if (head) return poiOrPlace(head, navigate)
  const activity = activityOf(place)
  if (!activity) return poiOrPlace(place, navigate)
  if (activity.kind === 'meal' && activity.dish.length >= 2)
    return matched([call(NAME, { action: 'search_poi', poi_category: activity.dish })], 0.9)
  return clarify(0.7)
}

function placeFirst(scan: Scan): RegExpExecArray | null {
  const m = scan.find(PLACE_FIRST)
  return m && !NOT_PLACE_FIRST.test(m[1]!) ? m : null
}

// A place introduced by its name (一家叫海底捞的店, 一个叫东方明珠的地方): the name alone is where to go.
// Without a count word the kind of place must follow (叫化鸡店 is a shop's name, not "called 化鸡店").
const INTRODUCED =
  /^一?[家个座所间条](?:名字)?(?:叫做|叫作|叫|名叫)(.{2,20}?)(?:的(?:地方|店|餐厅|饭店|酒店|商场|小区|公园|学校|医院|景点|路))?$|^(?:名字)?(?:叫做|叫作|叫|名叫)(.{2,20}?)的(?:地方|店|餐厅|饭店|酒店|商场|小区|公园|学校|医院|景点|路)$/

/**
 * Where a destination names a kind of place near the car (最近的加油站): a search, unless navigation was
 * asked for by name (导航到最近的加油站), which goes to the nearest one (the map resolves a kind of place
 * to its nearest) — the driver asked to be taken there, not for a list.
 */
function poiOrPlace(said: string, navigate = false): Match {
  const introduced = INTRODUCED.exec(said)
  const place = introduced ? (introduced[1] ?? introduced[2])! : said
  const nearby = NEARBY.exec(place)
  const category = nearby?.index === 0 ? canonical(clean(place.slice(nearby[0].length))) : undefined
  if (category && navigate)
    return matched([call(NAME, { action: 'set_destination', destination: category })], 0.95)
  if (category) return matched([call(NAME, { action: 'search_poi', poi_category: category })], 0.95)
  const kind = canonical(place)
  // 人民医院 names one hospital; 医院, 一家医院, 便宜点的酒店 ask for the kind.
  if (poiWords().exact.test(kind) && !namesOne(place, kind))
    return matched([call(NAME, { action: 'search_poi', poi_category: kind })], 0.93)
  return matched([call(NAME, { action: 'set_destination', destination: cleanDestination(place) })], 0.93)
}

// Whether the words before a kind of place name one (招商银行, 人民医院) rather than describe it.
function namesOne(phrase: string, kind: string): boolean {
  return phrase.endsWith(kind) && !DESCRIBING.test(phrase.slice(0, phrase.length - kind.length))
}

function clean(text: string): string {
  return text.replace(TRAILING, '').replace(LEADING, '').trim()
}

function canonical(category: string): string {
  for (const [words, noun] of CATEGORY_WORDS) if (words.test(category)) return noun
  return poiWords().tail.exec(category)?.[0] ?? category
}
