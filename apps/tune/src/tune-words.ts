import { createUiWords, fill } from '@mindwire/vue'
import EN from './words/en.json' with { type: 'json' }
import ZH from './words/zh.json' with { type: 'json' }

/** Everything the tuning studio says, in one language (the data files in ./words, one per language). */
export type TuneWords = typeof ZH

/** The tuning studio's language: the origin's shared choice (browser's first), switched from the header. */
export const { language, words, switchLanguage } = createUiWords<TuneWords>({
  zh: ZH,
  en: EN satisfies TuneWords,
})
export { fill }
