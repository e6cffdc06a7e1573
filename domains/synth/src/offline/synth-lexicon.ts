import type { DomainLexicon, Term } from '@mindwire/understanding'
import * as words from './lexicon.ts'
import moduleAmounts from './vocabulary/module-amounts.json' with { type: 'json' }
import relative from './vocabulary/relative-amounts.json' with { type: 'json' }
import understood from './vocabulary/understood-words.json' with { type: 'json' }

/**
 * The synth's vocabulary in the shape the shared understanding layer reads: its verbs as actions, module
 * words as objects, parameter, value and sound (timbre) words, what the catalogue lacks as out of scope, and
 * the scanner's structure words (ports, ordinals, roles such as between/feeds into) as relations. The same
 * lists the scanner uses, so the two readings never disagree on what a word is, and a word the scanner
 * reads never counts as unexplained in the coverage gate.
 */
export const SYNTH_LEXICON: DomainLexicon = {
  name: 'synth',
  source: 'domains/synth/src/offline/lexicon.ts and vocabulary/*.json (our own word lists, zh and en)',
  // "ask" words are question words, which the layer reads itself; "inspect" (show, 查看) only reads.
  actions: grouped(words.VERB_WORDS.filter(([, verb]) => verb !== 'ask' && verb !== 'inspect')),
  objects: grouped(words.MODULE_WORDS.map(([word, types]) => [word, types[0]!] as const)),
  parameters: [
    ...grouped(
      [...words.PARAMETER_WORDS, ...words.EITHER_PARAMETER_WORDS].map(
        ([word, names]) => [word, names[0]!] as const,
      ),
    ),
    // Words that name a parameter and its direction at once (louder, 湿一点).
    ...relative.implied.map((implied) => ({
      id: implied.parameters[0]!,
      words: [],
      ...(implied.direction > 0 ? { up: implied.words } : { down: implied.words }),
    })),
  ],
  values: grouped([
    ...words.VALUE_WORDS.map(([word, value]) => [word, value] as const),
    ...[...words.TIMBRE_WORDS, ...words.TIMBRE_DESCRIBING_WORDS].map(
      ([word, patch]) => [word, `patch:${patch}`] as const,
    ),
  ]),
  outOfScope: [
    { id: 'missing-module', words: words.UNSUPPORTED_WORDS.filter((word) => !word.startsWith('/')) },
  ],
  relations: [
    ...words.PORT_WORDS.map(([word]) => word),
    ...words.ORDINAL_WORDS.map(([word]) => word),
    ...words.INTERVAL_WORDS.map(([word]) => word),
    ...words.ROLE_WORDS.filter(([, role]) => role !== 'not' && role !== 'greeting').map(([word]) => word),
    ...words.SILENT_WORDS,
    ...words.COVERED_WORDS.map(([word]) => word),
    // Notes and note lengths the scanner reads as values (middle C, a dotted eighth, 八分音符).
    ...words.NAMED_NOTES.map(([word]) => word),
    ...words.NOTE_LENGTH_WORDS.map(([word]) => word),
    // Chinese unit words (拍, 音分) that the shared layer's own unit reading does not know.
    ...words.UNIT_WORDS.flatMap(([word]) => (/[\u4e00-\u9fff]/.test(word) ? [word] : [])),
    ...understood.sound,
    ...understood.undoObjects,
    ...understood.verbs,
    ...understood.order,
    ...words.CATEGORY_WORDS.map(([word]) => word),
    // The scanner's relative-change words: directions, small steps, factors, a module's length or speed.
    ...relative.up,
    ...relative.down,
    ...relative.small,
    ...relative.factors.flatMap((row) => row.words),
    ...moduleAmounts.length.words,
    ...moduleAmounts.speed.words,
  ],
  fillers: understood.fillers,
}

function grouped(pairs: ReadonlyArray<readonly [string, string]>): Term[] {
  const byId = new Map<string, string[]>()
  for (const [word, id] of pairs) byId.set(id, [...(byId.get(id) ?? []), word])
  return [...byId].map(([id, words]) => ({ id, words }))
}
