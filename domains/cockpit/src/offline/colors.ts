import type { Scan } from './scan.ts'

// Shades fold into the nine names of the conventions; the first character decides the family.
const COLOR_WORDS: ReadonlyArray<readonly [string, string]> = [
  ['(?:大|鲜|深|浅|酒|玫瑰|中国)?红|red', 'red'],
  ['橙|橘|orange', 'orange'],
  ['(?:金|鹅|柠檬|浅|明)?黄|金|yellow|gold', 'yellow'],
  ['(?:深|浅|草|墨|翠)?绿|green', 'green'],
  ['青|cyan|湖蓝|蒂芙尼蓝', 'cyan'],
  ['(?:天|深|浅|宝|海|冰|藏)?蓝|blue', 'blue'],
  ['(?:深|浅|淡)?紫|purple|violet', 'purple'],
  ['(?:浅|淡|樱花|桃)?粉(?:红)?|玫红|pink', 'pink'],
  ['(?:纯|暖|冷|乳)?白|white', 'white'],
]

const HEX = /#?\b([0-9a-f]{6})\b/
const COLOR = new RegExp(`(?:${COLOR_WORDS.map(([words]) => `(${words})`).join('|')})(?:色|颜色|的|光)?`)

/** Takes a colour from the clause: a convention name, or #rrggbb when a hex value is given. */
export function takeColor(scan: Scan): string | null {
  const hex = scan.take(HEX)
  if (hex) return `#${hex[1]}`
  const m = scan.take(COLOR)
  if (!m) return null
  const index = m.slice(1).findIndex((group) => group !== undefined)
  return COLOR_WORDS[index]?.[1] ?? null
}
