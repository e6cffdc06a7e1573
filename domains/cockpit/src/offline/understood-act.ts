import {
  type DomainLexicon,
  read,
  SOCIAL_WORDS,
  type SocialKind,
  type SpeechAct,
} from '@mindwire/understanding'
import { z } from 'zod'
import { configFile, loadDataFile } from '../data-files/load-data-file.ts'
import { DEVICE_WORDS } from './device-words.ts'
import { alternationOf } from './word-pattern.ts'

/**
 * The shared understanding layer's reading of what a request does as a whole (packages/understanding
 * speech-act.ts), over the cockpit's words as data (config/understanding/lexicon.json and the device
 * names of device-words.json). The cockpit's own matchers read what to change; this says whether the
 * request asks for a change at all: a question about state, small talk, or a request to another system
 * (the phone, the home, an app) is never acted on.
 */
const Lexicon = z.object({
  source: z.string().min(1),
  why: z.string(),
  actions: z.array(z.object({ id: z.string(), words: z.array(z.string().min(1)) })),
  otherSystems: z.array(z.string().min(1)),
})

const words = loadDataFile(configFile('understanding/lexicon.json'), Lexicon)

// One object for the life of the process: the layer builds its phrase index once per lexicon object.
const LEXICON: DomainLexicon = {
  name: 'cockpit',
  source: words.source,
  actions: words.actions,
  objects: [{ id: 'device', words: DEVICE_WORDS }],
  outOfScope: [{ id: 'other_system', words: words.otherSystems }],
}

// What the layer's reading can change for a command: another system named, a yes-or-no ending, small talk.
// A request with none of these is a command as the matchers read it, and is not read twice (the offline
// parse's latency budget is 100 µs per utterance).
const WORTH_READING = new RegExp(
  [alternationOf(words.otherSystems), alternationOf(SOCIAL_WORDS.chitchat), '[吗么?]$'].join('|'),
  'i',
)

/** Whether the layer's reading could hold back a command the matchers read. */
export function mayNotBeACommand(text: string): boolean {
  return WORTH_READING.test(text)
}

/** The speech act of a normalised request, and the other systems it names (empty when none). */
export function understoodAct(text: string): {
  act: SpeechAct
  social?: SocialKind
  /** Whether a verb asking for a change was said (放音乐吗 proposes; 现在是内循环吗 only asks). */
  acts: boolean
  otherSystems: string[]
} {
  const reading = read(text, LEXICON)
  const otherSystems = reading.clauses.flatMap((clause) =>
    clause.mentions.filter((mention) => mention.kind === 'outOfScope').map((mention) => mention.text),
  )
  const acts = reading.clauses.some((clause) => clause.mentions.some((mention) => mention.kind === 'action'))
  const heard = { act: reading.act, acts, otherSystems }
  return reading.social ? { ...heard, social: reading.social } : heard
}
