import { createUiWords, fill } from '@mindwire/vue'
import EN from './words/en.json' with { type: 'json' }
import ZH from './words/zh.json' with { type: 'json' }

/** Everything the cockpit page says, in one language (the data files in ./words, one per language). */
export type CockpitWords = Omit<typeof EN, 'phrasebook' | 'patterns'> & {
  phrasebook: Record<string, string>
  patterns: string[][]
}

export const { language, words, switchLanguage } = createUiWords<CockpitWords>({ zh: ZH, en: EN })
export { fill }

/**
 * A label or value the dashboard writes in Chinese, in the page's language: the phrasebook's entry, else the
 * first pattern that matches (values with numbers), else as it is (names of places, songs, colours).
 */
export function phrase(chinese: string): string {
  const say = words()
  const known = say.phrasebook[chinese]
  if (known !== undefined) return known
  for (const [pattern = '', english = ''] of say.patterns) {
    const reading = new RegExp(pattern)
    if (reading.test(chinese)) return chinese.replace(reading, english)
  }
  return chinese
}
