import type { UiLanguage } from '../browser-language.ts'
import EN from './words/en.json' with { type: 'json' }
import ZH from './words/zh.json' with { type: 'json' }

/**
 * Every label the React and Vue copilot components show, in one language (data files in ./words, one per
 * language): the host app passes its language, the components never pick one of their own.
 */
export type CopilotWords = typeof ZH

const ALL: Record<UiLanguage, CopilotWords> = { zh: ZH, en: EN satisfies CopilotWords }

/** The copilot components' labels in a language. */
export function copilotWords(language: UiLanguage): CopilotWords {
  return ALL[language]
}

/** A phrase with its `{name}` places filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
}
