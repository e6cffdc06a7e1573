import { type RewriteTable, rewriter } from './rewrite-table.ts'

/**
 * Speech-recogniser slips and spelling variants of the catalogue's key nouns, each rewritten to
 * the one form the matchers know. A slip is listed only when, in a car, it can mean nothing but
 * the cockpit word (空掉 after 打开 is the AC; 清空掉 is not), so rewriting it never loses sense.
 */
export const SLIPS: RewriteTable = [
  // Air conditioning and its settings.
  [/(?<![清放掏抽腾挖])空[凋条雕掉挑跳]|[孔恐控]调/g, '空调'],
  [/[至治质]冷(?=模式|$|[,.!?])/g, '制冷'],
  [/[至治质]热(?=模式|$|[,.!?])/g, '制热'],
  [/风亮/g, '风量'],
  [/同风|通疯/g, '通风'],
  // The trunk: every everyday name of it is one device.
  [/后[被背倍]箱|后备[厢仓]|后尾箱|(?<![后])尾箱|尾厢|后[盖舱仓](?!子)/g, '后备箱'],
  // Wipers.
  [/雨[挂瓜刷]器?|鱼刮器?|雨刮器|刮水器|刮雨器/g, '雨刮'],
  // Seats.
  [/坐椅|座以|坐位|座倚|做椅|作椅/g, '座椅'],
  [/位子(?!上)/g, '座位'],
  // Lights.
  [/分为灯|氛围登|氛围等|气氛灯|分围灯/g, '氛围灯'],
  [/[月悦]读灯|阅读登/g, '阅读灯'],
  // Places in the cabin.
  [/[付负富]驾|副架|副价/g, '副驾'],
  [/主架|主价/g, '主驾'],
  // Windows.
  [/车床|车[穿创]|车窗户/g, '车窗'],
  // Music and navigation.
  [/音两|音亮/g, '音量'],
  [/[拨波]放/g, '播放'],
  [/道航|导行|倒航/g, '导航'],
  // 导到/导去 is 导航 with the second syllable swallowed; 导个航 splits it.
  [/导个航|导(?=[到去回至]|一下)/g, '导航'],
  [/导航航/g, '导航'],
  // Vehicle status.
  [/胎亚|太压/g, '胎压'],
  [/续杭|续行/g, '续航'],
  // Units and characters.
  [/摄氏度|°c|℃|°|\s*degrees?\b/g, '度'],
  [/档/g, '挡'],
  [/甚么/g, '什么'],
]

/** Rewrites every known slip to its cockpit word. */
export const fixSlips = rewriter(SLIPS)
