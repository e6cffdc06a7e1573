import { z } from 'zod'
import { configFile, loadDataFile } from '../data-files/load-data-file.ts'
import { tiles } from './tiles.ts'
import { alternationOf } from './word-pattern.ts'

/**
 * Words a command's clause may hold beside what its matcher read without the request meaning more than
 * the call (config/understanding/accounted-words.json): 往上提一提 is the direction already read.
 * Everything else a command leaves unexplained stops it (the coverage gate in parse-utterance.ts).
 */
const AccountedWords = z.object({
  source: z.string().min(1),
  why: z.string(),
  words: z.array(z.string().min(1)),
})

const { words } = loadDataFile(configFile('understanding/accounted-words.json'), AccountedWords)

// Longest first and anchored where the last one ended: a leftover is accounted for when they tile it.
const ACCOUNTED_AT = new RegExp(alternationOf(words), 'y')

/** Whether a leftover's words are all words that restate a command (提, 直接, 俺): nothing to ask about. */
export function isAccounted(words: string): boolean {
  return tiles(ACCOUNTED_AT, words)
}
