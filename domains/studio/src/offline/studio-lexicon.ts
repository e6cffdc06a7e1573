import type { DomainLexicon } from '@mindwire/understanding'
import { MODULES } from '../catalogue/index.ts'
import complaints from './vocabulary/complaints.json' with { type: 'json' }
import moduleSwitches from './vocabulary/module-switches.json' with { type: 'json' }
import relativeSteps from './vocabulary/relative-steps.json' with { type: 'json' }
import intents from './vocabulary/studio-intents.json' with { type: 'json' }
import studioWords from './vocabulary/studio-words.json' with { type: 'json' }
import understood from './vocabulary/understood-words.json' with { type: 'json' }

/**
 * The studio's vocabulary in the shape the shared understanding layer reads, for the coverage gate: its
 * parameter words as parameters, the catalogue's module names and keywords as objects, and every other
 * word of its vocabulary files (intent cues, directions, units, seats, signals, switches) as relations:
 * words the studio's own reader uses, so none of them counts as unexplained. `A…B` is read as its two
 * parts.
 */
export const STUDIO_LEXICON: DomainLexicon = {
  name: 'studio',
  source:
    'domains/studio/src/offline/vocabulary/studio-words.json, studio-intents.json and the XiAlgo catalogue (our own word lists, zh and en)',
  parameters: studioWords.params.map((param) => ({ id: param.keys[0]!, words: param.words.flatMap(forms) })),
  objects: MODULES.map((module) => ({
    id: module.id,
    words: [module.id, module.title, module.titleZh, ...module.keywords].flatMap(forms),
  })),
  relations: [
    ...stringsIn(studioWords),
    ...stringsIn(intents),
    ...stringsIn(understood),
    ...stringsIn(complaints),
    ...stringsIn(moduleSwitches),
    // Only the direction words: a kind's name and keys are no words of a request.
    ...relativeSteps.kinds.flatMap((kind) => [...kind.up, ...kind.down]),
  ].flatMap(forms),
}

/** Every string in a vocabulary file's word lists (its `source` notes left out). */
function stringsIn(value: unknown, key = ''): string[] {
  if (key === 'source') return []
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap((item) => stringsIn(item))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => stringsIn(item, name))
  return []
}

/** The phrases a vocabulary entry stands for: `A…B` is two parts (`word*`, any ending, the layer reads). */
function forms(word: string): string[] {
  return word
    .split('…')
    .map((part) => part.trim())
    .filter(Boolean)
}
