import { PLUGIN_CATEGORIES, pluginCategoryIn, pluginNeedsIn } from '../xivst/plugin-catalogue.ts'
import type { StudioIntent } from './detect-intent.ts'
import { INTENT_WORDS as W } from './vocabulary.ts'

/**
 * XiVST's requests (seed 000 §6.6): "我需要一个混响插件" → the top 3 of the catalogue for the stated
 * needs; "XVST SDK 怎么处理 Multi-rate" → the SDK documents. A plugin without a category is asked about.
 */
export function xivstIntent(raw: string): StudioIntent | undefined {
  const text = raw.toLowerCase()
  if (W.sdk.test(text)) return { kind: 'sdk-question', question: raw }
  if (!W.plugin.test(text)) return undefined
  const category = pluginCategoryIn(text)
  if (!category) return { kind: 'ask', ask: { kind: 'which-category', options: PLUGIN_CATEGORIES } }
  return { kind: 'recommend-plugins', category, needs: pluginNeedsIn(text) }
}
