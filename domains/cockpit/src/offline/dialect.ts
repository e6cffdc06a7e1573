import { type RewriteTable, rewriter } from './rewrite-table.ts'

/**
 * Regional and spoken Mandarin rewritten to the plain forms the matchers read, so that one
 * lexicon entry serves every speaker: 贼冷/老冷了/嘎嘎冷 → 很冷, 忒大 → 太大, 咋 → 怎么,
 * 声儿 → 声, 一哈 → 一下, 整大点 → 调大点, 凉飕飕 → 很凉, 你能…吗 → the request, and
 * sentence-final particles dropped.
 * Each rule rewrites a form that has no other reading in a car; the rest is left to the matchers.
 */

// The states intensifiers modify in cockpit talk: temperature, air, light, sound, speed, traffic.
const STATE = '冷热凉闷吵暗黑烫晒晃刺亮响堵挤脏慢快冻'
// A measure after which a colloquial verb asks for something to play: 整两首, 弄点.
const SOME = '(?:[一两俩几]?[首曲段]|[一]?点|些)'

const RULES: RewriteTable = [
  // Sichuan/Hunan 一哈 is 一下; 儿化 adds nothing to 点儿, 声儿, 会儿, 这儿.
  [/一哈(?!哈)/g, '一下'],
  [/([这那哪])儿/g, '$1里'],
  [/([点声天事劲块边会缝道样条门座位个兜下])儿/g, '$1'],
  // Amounts said smaller than small: all 一点点.
  [/一丢丢|一咪咪|一丁点|一滴滴|一点点/g, '一点点'],
  // Intensifiers: 忒 is 太; 贼/嘎嘎/巨/老…了/超/怪/蛮 before a state are 很.
  [/忒/g, '太'],
  [new RegExp(`(?:贼拉|贼|嘎嘎|巨|老|超级|超|怪|蛮|可)(?=[${STATE}])`, 'g'), '很'],
  // 咋 is 怎么 everywhere (咋这么热, 咋样, 不咋地).
  [/咋/g, '怎么'],
  // Reduplicated descriptions intensify the state: 凉飕飕的 → 很凉, 黑咕隆咚 → 很黑; a repeated
  // two-character state is said once (冰凉冰凉 → 冰凉, 暖和暖和 → 暖和).
  [/([冷凉热黑闷暖湿冰黏])(?:飕飕|嗖嗖|乎乎|呼呼|糊糊|烘烘|腾腾|冰冰|咕隆咚|漆漆|哄哄|兮兮)(?:的)?/g, '很$1'],
  [/([冰凉冷热暖黑闷][凉冷热乎和快])\1/g, '$1'],
  [/汗(?:津津|涔涔|淋淋|哒哒|唧唧)(?:的)?/g, '出汗'],
  // Colloquial verbs: 整/弄/搞 before a direction or result set something (整大点, 弄成蓝的);
  // before a measure they ask for something (整两首歌, 弄点音乐).
  [/(?:给)?(?<!(?<!空)调)(?:整|弄|搞)(?=[大小高低亮暗快慢强弱凉暖]|成|到|为)/g, '调'],
  [new RegExp(`(?:给)?(?:整|弄|搞)(?=${SOME})`, 'g'), '来'],
  // Verb complements of starting: 整起/搞起来 switch on; 开起来, 放起 are just 开, 放.
  [/(?:整|弄|搞)起(?:来)?/g, '打开'],
  // Sound words between a thing and its state (风呼呼的太猛了) describe, they do not ask.
  [/(?<![冷凉热黑闷暖湿冰黏])(?:呼呼|嗖嗖|嗡嗡|哗哗|唰唰|吱吱)(?:的|地)?/g, ''],
  [/([开放播])起(?:来)?(?![床])/g, '$1'],
  // A request framed as a question (你能…吗, 可不可以…) or led by 你 is the request itself.
  [
    /(^|[,;.!?])(?:(?:你|您)(?:能不能|能否|可不可以|可否|可以|能)?|能不能|能否|可不可以|可否)(?=把|将|导航|打开|关|开|调|放|播|来|找|搜|带|送|切|换)|(^|[,;.!?])(?:可以|能)(?=把|将)/g,
    '$1$2',
  ],
  // 俩 is 两个 (后面俩窗户, 俩前窗).
  [/俩/g, '两个'],
  // Completed-action particles 喽/咯/嘞/啦 are 了 plus a tone.
  [/(?<!哈)[喽咯嘞啦]/g, '了'],
]

// Sentence-final tone particles carry no request; 酒吧/网吧 end in 吧 as nouns.
const toPlainMandarin = rewriter(RULES)

const FINAL_PARTICLES = /(?<![酒网氧水嘻])[吧呗啊呀呢嘛哈噻撒哦喔噢哇嗷]+(?=$|[,.;!?、 ])/g

// Requests said for someone (帮我…, 给我…, 给关上): the beneficiary is the speaker either way.
const FOR_ME = /(?:帮|给|替)(?:我|咱)们?|帮忙|(?<![交送])给(?=[开关调打摇弄整放降升拉来加弹合])/g

/** Rewrites regional forms, intensifiers, colloquial verbs and particles to plain Mandarin. */
export function standardize(text: string): string {
  return toPlainMandarin(text.replace(FOR_ME, '')).replace(FINAL_PARTICLES, '')
}
