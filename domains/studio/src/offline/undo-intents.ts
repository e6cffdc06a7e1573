import { readFileSync } from 'node:fs'
import { z } from 'zod'
import type { StudioIntent } from './detect-intent.ts'
import { type WordList, wordList } from './vocabulary.ts'

const words = z.array(z.string().min(1))
const file = new URL('./vocabulary/undo-words.json', import.meta.url)
const data = z
  .object({ source: z.string(), undo: words, redo: words, what: words, filler: words })
  .parse(JSON.parse(readFileSync(file, 'utf8')))
const UNDO = wordList(data.undo)
const REDO = wordList(data.redo)
const WHAT = wordList(data.what)
const FILLER = wordList(data.filler)

/**
 * "撤销", "undo that", "撤回上一步": the whole request asks to take the latest change back, and nothing
 * else — a word left over ("撤销高通") means it asks something this reading does not cover. "重做", "撤销刚才的
 * 撤销", "redo": the undo of an undo, read first (its words hold the undo's).
 */
export function undoIntent(raw: string): StudioIntent | undefined {
  if (onlyThese(raw, REDO)) return { kind: 'redo' }
  return onlyThese(raw, UNDO) ? { kind: 'undo' } : undefined
}

/** Whether the request holds a word of the list and nothing but it, the change meant and filler. */
function onlyThese(raw: string, list: WordList): boolean {
  if (!list.test(raw)) return false
  let rest = raw.toLowerCase()
  for (const words of [list, WHAT, FILLER]) rest = without(words, rest)
  return rest.replace(/[\s\p{P}\p{S}]/gu, '') === ''
}

/** The text with every word of the list cut out (longest first, as the list finds them). */
function without(list: WordList, text: string): string {
  let rest = text
  for (const found of list.find(text).reverse()) rest = rest.slice(0, found.at) + ' ' + rest.slice(found.end)
  return rest
}
