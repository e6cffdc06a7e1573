import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** What an ASCII word or identifier weighs: rarer than most Chinese words, since most are technical terms. */
export const LATIN_IDF = 9
/** Numbers say little on their own ("24", "3"). */
export const NUMBER_IDF = 4

let table: Map<string, number> | undefined
let unknown = 0

/**
 * Inverse document frequency of a Chinese word from jieba's bundled idf.txt (a general-purpose corpus
 * shipped with the package, so nothing is downloaded). Words it lacks get the median, as jieba's own
 * keyword extraction does.
 */
export function chineseIdf(word: string): number {
  if (!table) load()
  return table!.get(word) ?? unknown
}

function load(): void {
  const { idf } = require('@node-rs/jieba/dict') as typeof import('@node-rs/jieba/dict.js')
  const text = Buffer.from(idf.buffer, idf.byteOffset, idf.byteLength).toString('utf8')
  const loaded = new Map<string, number>()
  const values: number[] = []
  for (const line of text.split('\n')) {
    const space = line.lastIndexOf(' ')
    if (space <= 0) continue
    const value = Number(line.slice(space + 1))
    if (!Number.isFinite(value)) continue
    loaded.set(line.slice(0, space), value)
    values.push(value)
  }
  values.sort((a, b) => a - b)
  unknown = values[Math.floor(values.length / 2)] ?? 10
  table = loaded
}
