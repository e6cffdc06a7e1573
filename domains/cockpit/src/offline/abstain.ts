/**
 * Requests the offline engine must not carry out even when it recognises a command inside them: the
 * command's modifier is something the catalogue cannot do (a timer, a room of a house), or the
 * sentence asks about the command rather than for it. Running the bare command would do what was
 * not asked (十分钟后关空调 switching the AC off now), so the engine runs nothing and hands over.
 */

const NUMERAL = '[\\d零〇一二两三四五六七八九十百半几]'
// A delay, a duration or a clock time: 十分钟后, 半小时以后, 等会儿再, 明天早上八点, 开十分钟.
const TIMER = new RegExp(
  [
    `${NUMERAL}+个?(?:分钟|小时|钟头|秒钟?)`,
    '半个?小时',
    '(?:等|过|待)一?会儿?(?:之后|以后|后|再)',
    '明天|明早|明晚|今晚|今天晚上|后天|每天',
    '(?:下班|到家|回家|出发)(?:以后|之后|后|的时候)',
    `(?:早上|晚上|下午|上午|中午|凌晨|傍晚)${NUMERAL}+点`,
  ].join('|'),
)
// A room of a house (打开卧室的灯), or a third seat row: the car has no such place.
const ROOM =
  /(?:卧室|客厅|厨房|书房|阳台|家里|屋里|房间|办公室)(?:里)?的?(?:灯|空调|窗户?|电视|窗帘|灯光|暖气|风扇|音响)|第?三排/

/** Whether the utterance qualifies its command in a way the catalogue cannot honour. */
export function hasUnsupportedModifier(text: string): boolean {
  return TIMER.test(text) || ROOM.test(text)
}

// 空调开着吗, 车窗关好了没: asking for the state, not asking to change it. Without a question
// particle, 窗户全都关了 and 雨刮关了吧 are commands.
const STATE_QUESTION =
  /(?:开着|关着|开了|关了|打开了|关闭了|关好了|锁了|锁好了|是开的|是关的|在放|在播|在导航|在开|开没开|关没关)(?:(?:吗|么|嘛|没有?)[?？]?|[?？])$|(?:有没有|是不是|是否)(?:开着|关着|打开|关闭|开了|关了|开|关)|(?:开了|是|现在|开的|调的)(?:几|多少)(?:度|挡|档|级)/
// A polite request is a request: 可以帮我把空调开了吗.
const REQUEST_CUE = /帮我|给我|请|能不能|能否|可不可以|可以|麻烦|把/
// How far, how long: a question about the trip (离目的地还有多远), not a destination.
const TRIP_QUESTION = /多远|多久|多长时间|几分钟|几个?小时|多少公里|多少分钟|几点(?:能|可以)?到/
// 为什么打不开车窗: a complaint about a failure, not a request to try again.
const WHY = /为什么|为啥|干嘛|凭什么/

/** Whether the utterance asks a question rather than for an action (only status queries answer it). */
export function isQuestion(text: string): boolean {
  return (STATE_QUESTION.test(text) && !REQUEST_CUE.test(text)) || TRIP_QUESTION.test(text) || WHY.test(text)
}
