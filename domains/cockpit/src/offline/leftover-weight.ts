import { createRequire } from 'node:module'
import { z } from 'zod'
import { defaultCatalogue } from '../catalogue/catalogue.ts'
import { configFile, loadDataFile } from '../data-files/load-data-file.ts'
import { isAccounted } from './accounted-words.ts'
import { DEVICE_WORDS } from './device-words.ts'
import { alternationOf } from './word-pattern.ts'

/**
 * What a word a command left unexplained could change (config/understanding/leftover-weights.json).
 * The coverage gate asks about a leftover only when it could change the call: a function word from a
 * general, licensed stop-word list never does; a telling word (a negation, an amount, a place, a time,
 * a person, a condition) or a name of the car's devices, actions and values always may; unknown
 * content counts by its length. Knowledge is in the data file and the vocabulary files; this is the
 * weighing.
 */
const Weights = z.object({
  source: z.string().min(1),
  why: z.string(),
  maxUnknownCharacters: z.number().int().min(0),
  telling: z.record(z.string(), z.array(z.string().min(1))),
})
const Lexicon = z.object({ actions: z.array(z.object({ words: z.array(z.string()) })) }).loose()
const Unsupported = z.object({ foreignObjects: z.object({ words: z.array(z.string()) }).loose() }).loose()

const weights = loadDataFile(configFile('understanding/leftover-weights.json'), Weights)
const TELLING = Object.values(weights.telling).flat()

// Every word the cockpit knows as a device, an action or a value: left over, it names a request.
function knownWords(): string[] {
  const lexicon = loadDataFile(configFile('understanding/lexicon.json'), Lexicon)
  const unsupported = loadDataFile(configFile('understanding/unsupported-objects.json'), Unsupported)
  const fromCatalogue = defaultCatalogue().functions.flatMap((fn) => [
    ...(fn.lexicon?.objects ?? []),
    ...Object.values(fn.lexicon?.values ?? {}).flatMap((byValue) => Object.values(byValue).flat()),
  ])
  return [
    ...DEVICE_WORDS,
    ...lexicon.actions.flatMap((action) => action.words),
    ...unsupported.foreignObjects.words,
    ...fromCatalogue,
  ].filter((word) => /[\u4e00-\u9fff]/.test(word))
}

const TELLS = new RegExp(`${alternationOf([...TELLING, ...knownWords()])}|[0-9]`)

// The licensed list's words, less any that holds a telling character or word (不是, 上下, 开始).
const STOP_WORDS = (createRequire(import.meta.url)('stopwords-zh') as string[]).filter(
  (word) => /^[\u4e00-\u9fff]+$/.test(word) && !TELLS.test(word),
)
const STOP = new RegExp(alternationOf(STOP_WORDS), 'g')

/** Whether a leftover (its non-filler words) could change what the command does, so it must be asked about. */
export function couldChange(words: string): boolean {
  // Words that only restate the change (提一提, 直接, 全都) were vetted as such: nothing to weigh.
  if (isAccounted(words)) return false
  if (TELLS.test(words)) return true
  const unknown = words.replace(STOP, '')
  if (unknown === '' || isAccounted(unknown)) return false
  return unknown.length > weights.maxUnknownCharacters
}
