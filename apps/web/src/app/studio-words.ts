import { createPageLanguage, fill } from '@mindwire/client'
import { usePageLanguage, usePageWords } from '@mindwire/react'
import {
  connectionProblemText,
  type ModuleCategory,
  moduleDefinition,
  optionLabel,
  parameterLabel,
  portLabel,
} from '@mindwire/synth/catalogue'
import EN from './words/en.json' with { type: 'json' }
import ZH from './words/zh.json' with { type: 'json' }

/**
 * Everything the synth studio says, in one language (the data files in ./words, one per language). The
 * catalogue's names are Chinese data the model reads too; the English file names modules and categories for
 * people, the Chinese one leaves them to the catalogue, which labels parameters in both languages.
 */
export type StudioWords = typeof ZH & {
  categories: Record<string, string>
  moduleLabels: Record<string, string>
  moduleHelp: Record<string, string>
  defaultNames: Record<string, string>
  connection: Record<string, string>
}

/** The studio page's language: the origin's shared choice, switched from the header. */
export const studioPage = createPageLanguage<StudioWords>({ zh: ZH, en: EN satisfies StudioWords })
/** The studio's words outside a component (the store's messages). */
export const studioWords = (): StudioWords => studioPage.words()
/** The studio's words in a component, redrawn on a switch. */
export const useStudioWords = (): StudioWords => usePageWords(studioPage)
export const useStudioLanguage = () => usePageLanguage(studioPage)
export { fill }

/** The catalogue's categories in the order the palette and the menu show them. */
export const MODULE_CATEGORIES: readonly ModuleCategory[] = ['信号源', '效果', '输入', '逻辑', '输出']

/** A category's name for people. */
export const categoryLabel = (say: StudioWords, category: string) => say.categories[category] ?? category

/** A module type's label for people. */
export const moduleLabel = (say: StudioWords, type: string) =>
  say.moduleLabels[type] ?? moduleDefinition(type)?.label ?? type

/** The name a module a person adds gets, in the page's language (the catalogue's where none is given). */
export const newModuleName = (type: string): string | undefined => studioWords().defaultNames[type]

/** A parameter's label for people, in the page's language (the catalogue holds both). */
export const parameterText = (say: StudioWords, name: string) =>
  parameterLabel(name, say.locale.startsWith('en') ? 'en' : 'zh')

/** A port's label for people, in the page's language (the catalogue's port-labels.json). */
export const portText = (say: StudioWords, name: string) =>
  portLabel(name, say.locale.startsWith('en') ? 'en' : 'zh')

/** A list parameter's choice for people, in the page's language (the catalogue's option-labels.json). */
export const optionText = (say: StudioWords, option: string) =>
  optionLabel(option, say.locale.startsWith('en') ? 'en' : 'zh')

/** Why a connection was refused, in the page's language (the catalogue's Chinese where no English is given). */
export function connectionText(code: string, source: string, target: string, reason: string): string {
  const say = studioWords()
  const text = say.connection[code]
  if (!text || !say.connection.prefix) return connectionProblemText(code, source, target, reason)
  return fill(say.connection.prefix, { text: fill(text, { source, target }) })
}
