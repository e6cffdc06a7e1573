import { INJECTION } from './injection.ts'
import type { Scan } from './scan.ts'
import { tiles } from './tiles.ts'

// Politeness, particles, hedges and instructions about the rules: a clause of nothing else says
// nothing to act on. Longer words first so 一下 is not read as 一 + 下.
const NOISE_WORDS = [
  INJECTION.source,
  '请你?|麻烦你?|劳驾|帮我|帮忙|给我|替我|能不能|能否|可不可以|可以|是否|行不行|好不好|好吗|行吗|可以吗',
  '你好|您好|嘿|哈喽|小[\\u4e00-\\u9fff]同学|同学|谢谢|多谢|那个|这个|就是说|就是|那么',
  '\\b(?:hello|hi|hey|ok|okay|please|the|a|an|it|my|me|can|you|could|would)\\b',
  '吧|呢|啊|呀|哦|噢|嘛|吗|呗|啦|哈|了',
  '[\\s,.;!?、~…:()（）\\-]+',
]
// Function words a matcher may leave behind without the clause being misunderstood; alone they
// still mean something (再往下一些), so they count as filler only beside a match.
const FUNCTION_WORDS = [
  '帮|我想要?|我要|我们|想要|需要|觉得|感觉|感到|好像|似乎|一下子?|稍微|稍稍|马上|立刻|立即|赶紧|赶快',
  '现在|快点|快|先|再|还|也|都|就|又|然后|接着|那|这|的|得|地|着|过|真|太|很|好|非常|特别|有点|有些|挺',
  '打开|开启|开始|关闭|关掉|关上|关|启动|车内|车里|车上|外面|外边|一样|同样|照样|是',
  '把|将|给|让|使|被|对|跟|和|与|及|并且?|而且|以及|同时|顺便|另外|到|至|成|为|往|向',
  '我|你|您|它|咱|别的|其[他它]的?',
  '一点点?|一些|点|些|个|一|下|来|去|调|弄|搞|设置|设|开|整|动|用|要|想|能|会',
  '\\b(?:to|on|off|set|turn|switch|make|of|in|up|down|for)\\b',
]
const NOISE = new RegExp(NOISE_WORDS.join('|'), 'g')
const FILLER = new RegExp([...NOISE_WORDS, ...FUNCTION_WORDS].join('|'), 'g')

/** A run of the clause a reading left unexplained: its raw text, where it starts, its non-filler words. */
export interface Leftover {
  text: string
  at: number
  words: string
}

/** The runs of the clause the matcher did not use that hold more than filler. */
export function leftoversOf(scan: Scan): Leftover[] {
  const out: Leftover[] = []
  for (const run of scan.rest()) {
    const words = run.text.replace(FILLER, '')
    if (words.length === 0) continue
    // The run is this call's own object: it becomes the leftover rather than being copied into one.
    const leftover = run as Leftover
    leftover.words = words
    out.push(leftover)
  }
  return out
}

/** The words of `text` that are not filler or function words (empty: nothing left to understand). */
export function meaningfulWords(text: string): string {
  return text.replace(FILLER, '')
}

// The same words anchored where the last one ended: a text is all noise when they tile it end to end.
const NOISE_AT = new RegExp(NOISE.source, 'y')

/** Whether a text says nothing to act on: politeness, particles, rules talk (那个…, 谢谢, 忽略之前的指令). */
export function isFiller(text: string): boolean {
  return tiles(NOISE_AT, text)
}
