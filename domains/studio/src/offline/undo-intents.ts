import { readFileSync } from 'node:fs'
import { z } from 'zod'
import type { StudioIntent } from './detect-intent.ts'
import { type WordList, wordList } from './vocabulary.ts'

const words = z.array(z.string().min(1))
const file = new URL('./vocabulary/undo-words.json', import.meta.url)
const data = z
  .object({ source: z.string(), undo: words, what: words, filler: words })
  .parse(JSON.parse(readFileSync(file, 'utf8')))
const UNDO = wordList(data.undo)
const PARTS = [UNDO, wordList(data.what), wordList(data.filler)]

/**
 * "撤销", "undo that", "撤回上一步": the whole request asks to take the latest change back, and nothing
 * else — a word left over ("撤销高通") means it asks something this reading does not cover.
 */
export function undoIntent(raw: string): StudioIntent | undefined {
  if (!UNDO.test(raw)) return undefined
  let rest = raw.toLowerCase()
  for (const list of PARTS) rest = without(list, rest)
  return rest.replace(/[\s\p{P}\p{S}]/gu, '') === '' ? { kind: 'undo' } : undefined
}

/** The text with every word of the list cut out (longest first, as the list finds them). */
function without(list: WordList, text: string): string {
  let rest = text
  for (const found of list.find(text).reverse()) rest = rest.slice(0, found.at) + ' ' + rest.slice(found.end)
  return rest
}
