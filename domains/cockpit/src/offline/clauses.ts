/**
 * Clause splitting. Punctuation, sequencing and consequence words (所以: what came before is the reason) and a spoken clause end (太热了开空调, 就这个吧我想听…:
 * 了 or 吧 before a command verb) always separate commands; 和/再/并 separate
 * only when both sides read as commands, which the caller decides (`splitSoft` takes a validator),
 * because 再 is also 再高一点 and 和 also 主驾和副驾. Commands run together without any connector
 * (打开空调播放音乐) are found later, from the words the first command left over.
 */

import { everyMatch } from './scan.ts'

// Sequencing words separate only after something: 接着放吧 at the start of a clause is one command.
const STRONG =
  /(?:[,;!?、\n]|(?<!\d)\.|\.(?!\d))+|(?<!^|[,;.!?、\n])(?:然后再?|(?<!播放|放|听|唱|去|到)(?:所以|因此|于是)(?:就|再)?(?=把|帮|给|请|打开|开|关|调|放|播|来|导航|我要|我想)|接着再?(?![放播听唱])|之后再?|随后|并且|而且|同时|顺便(?:再)?|另外(?:再)?|还有(?!多少|几|没有|百分|一半|电|点|剩)|以及|完了再?|最后再?|再帮我|\b(?:and then|then|also)\b)|(?<=[^,;.!?、\n][了吧])(?=把|帮|放|播|来|打开|关掉|关上|关闭|开|调|导航|找|搜|换|切|我想|我要)/g

// The same words opening a clause after punctuation (，然后播放…) are dropped; 接着放 stays (resume).
// 路上/完了/待会 open a clause as "on the way", "after that": not part of the command.
const OPENING =
  /^(?:然后再?|(?:所以|因此|于是)(?:就|再)?(?=把|帮|给|请|打开|开|关|调|放|播|来|导航|我要|我想)|之后再?|随后|并且|而且|同时|顺便(?:再)?|另外(?:再)?|还有|以及|最后再?|再帮我|完了再?|(?:一)?路上(?=[放播来听开关调导把找])|(?:待|等)会儿?再?|回头再?|接着再?(?![放播听唱]))/

/** Splits at punctuation and sequencing words; empty pieces are dropped. */
export function splitStrong(text: string): string[] {
  return text
    .split(STRONG)
    .map((piece) => piece.trim().replace(OPENING, '').trim())
    .filter((piece) => piece.length > 0)
}

// Connectors that join either two commands or two things one command acts on.
// A second place after a finished command starts a command of its own (主驾加热开二挡副驾开一挡),
// and so does a second switch verb (关上主驾车窗打开副驾车窗) or a request that starts with its own verb
// (关闭低速提示音导航去公司), window verbs included (关闭空调降下前排车窗), or a device named right after a
// finished setting (空调风量最大座椅通风三挡, 播放本地音乐声音调到六): the empty connector before either
// splits when both sides read as commands, so each verb keeps its own object.
const CONNECTOR =
  /和|跟|与|并|再|还要|加上|\band\b|(?<=[^和跟与、,])(?=(?:主驾|副驾|左后|右后|左前|右前|后排|前排|(?:左|右)(?:边|侧)(?=的?(?:也|呢)))(?!驶)|(?:打开|开启|关闭|关上|关掉|降下|升起|摇下|摇上)(?!了|的)|把|导航(?=去|到|回))|(?<=[挡档度级满\d%]|最[大小低高]|一点|一些)(?=(?:空调|座椅|车窗|窗户|天窗|遮阳帘|音量|声音|温度|风量|风速|氛围灯|阅读灯|屏幕|后视镜|雨刮|后备箱)(?!的))/g

/** How a candidate pair of clauses reads: the accepted texts (maybe with a borrowed verb), or null. */
export type SplitCheck = (left: string, right: string, connector: string) => [string, string] | null

/** Splits at the earliest connector where `check` accepts both sides, then goes on with the right side. */
export function splitSoft(text: string, check: SplitCheck): string[] {
  for (const m of everyMatch(CONNECTOR, text)) {
    const left = text.slice(0, m.index).trim()
    const right = text.slice(m.index + m[0].length).trim()
    if (left === '' || right === '') continue
    const accepted = check(left, right, m[0])
    if (accepted) return [accepted[0], ...splitSoft(accepted[1], check)]
  }
  return [text]
}
