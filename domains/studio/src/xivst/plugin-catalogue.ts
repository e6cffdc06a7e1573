import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { type WordList, wordList } from '../offline/vocabulary.ts'

const bilingual = z.object({ zh: z.string().min(1), en: z.string().min(1) })
const pluginSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  category: z.string().min(1),
  cpuPercent: z.number().min(0).max(100),
  latencyMs: z.number().min(0),
  rating: z.number().min(0).max(5),
  traits: z.array(z.string()),
  features: bilingual,
})
export type Plugin = z.infer<typeof pluginSchema>

const fileSchema = z.object({
  $source: z.string(),
  categories: z.record(z.string(), z.array(z.string().min(1))),
  needs: z.record(z.string(), z.array(z.string().min(1))),
  /** How a met need is said in a reply, so a person reads words, never the need's id. */
  needLabels: z.record(z.string(), bilingual),
  plugins: z.array(pluginSchema).min(1),
})

/** knowledge/xivst/plugins.json, validated; a plugin of an undeclared category or trait is an error in the file. */
function load() {
  const file = new URL('../../knowledge/xivst/plugins.json', import.meta.url)
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) throw new Error(`${file.pathname}: ${parsed.error.message}`)
  const { categories, needs, needLabels, plugins } = parsed.data
  const unlabelled = Object.keys(needs).find((need) => !needLabels[need])
  if (unlabelled) throw new Error(`${file.pathname}: need ${unlabelled} has no needLabels entry`)
  for (const plugin of plugins) {
    if (!categories[plugin.category])
      throw new Error(`${file.pathname}: ${plugin.id} has undeclared category ${plugin.category}`)
    const unknown = plugin.traits.find((trait) => !needs[trait])
    if (unknown) throw new Error(`${file.pathname}: ${plugin.id} has undeclared trait ${unknown}`)
  }
  const compile = (groups: Record<string, string[]>) =>
    Object.entries(groups).map(([key, words]): { key: string; list: WordList } => ({
      key,
      list: wordList(words),
    }))
  return { categories: compile(categories), needs: compile(needs), needLabels, plugins }
}

const CATALOGUE = load()

/** The categories of the catalogue, e.g. reverb, compressor. */
export const PLUGIN_CATEGORIES: readonly string[] = CATALOGUE.categories.map((entry) => entry.key)

/** The plugin category a request names (混响 → reverb), if it names one. */
export function pluginCategoryIn(text: string): string | undefined {
  return CATALOGUE.categories.find((entry) => entry.list.test(text))?.key
}

/** The needs a request states (低功耗 → low-cpu, 车载 → in-car). */
export function pluginNeedsIn(text: string): string[] {
  return CATALOGUE.needs.filter((entry) => entry.list.test(text)).map((entry) => entry.key)
}

export interface PluginRecommendation {
  id: string
  name: string
  category: string
  score: number
  cpuPercent: number
  latencyMs: number
  /** Why it is recommended: its features, the stated needs it meets, and its cost. */
  reasons: { zh: string[]; en: string[] }
}

/**
 * The best plugins of a category for the stated needs: each need a plugin meets counts one point over its
 * rating (out of 5), so a plugin that fits the need outranks a better-rated one that does not.
 */
export function recommendPlugins(
  category: string,
  needs: readonly string[],
  limit = 3,
): PluginRecommendation[] {
  return CATALOGUE.plugins
    .filter((plugin) => plugin.category === category)
    .map((plugin) => {
      const met = needs.filter((need) => plugin.traits.includes(need))
      const said = (language: 'zh' | 'en') =>
        met.map((need) => CATALOGUE.needLabels[need]?.[language] ?? need)
      const cost = {
        zh: `算力约 ${plugin.cpuPercent}% DSP 核，延迟 ${plugin.latencyMs} ms`,
        en: `about ${plugin.cpuPercent}% of a DSP core, ${plugin.latencyMs} ms latency`,
      }
      return {
        id: plugin.id,
        name: plugin.name,
        category: plugin.category,
        score: Math.round((plugin.rating + met.length) * 100) / 100,
        cpuPercent: plugin.cpuPercent,
        latencyMs: plugin.latencyMs,
        reasons: {
          zh: [plugin.features.zh, ...(met.length ? [`满足：${said('zh').join('、')}`] : []), cost.zh],
          en: [plugin.features.en, ...(met.length ? [`meets: ${said('en').join(', ')}`] : []), cost.en],
        },
      }
    })
    .sort((a, b) => b.score - a.score || a.cpuPercent - b.cpuPercent)
    .slice(0, limit)
}
