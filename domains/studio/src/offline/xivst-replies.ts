import type { PluginRecommendation } from '../xivst/plugin-catalogue.ts'

export interface SdkPassage {
  source: string
  title?: string
  content: string
}

/** The recommendations as a numbered list with their reasons, by name (the ids stay in the tool's output). */
export function pluginLines(recommendations: readonly PluginRecommendation[], zh: boolean): string {
  if (recommendations.length === 0)
    return zh ? '目录里没有这一类插件。' : 'The catalogue has no plugin of that kind.'
  const items = recommendations.map(
    (plugin, index) =>
      `${index + 1}. ${plugin.name}${zh ? '：' : ': '}${(zh ? plugin.reasons.zh : plugin.reasons.en).join(zh ? '；' : '; ')}`,
  )
  return `${zh ? '推荐 Top 3：' : 'Top 3: '}\n${items.join('\n')}`
}

/**
 * The answer from the best passage: its first paragraph that is not a heading, with the source to read
 * on. Nothing found is said plainly, never made up.
 */
export function sdkAnswer(passages: readonly SdkPassage[], zh: boolean): string {
  const best = passages[0]
  if (!best) return zh ? 'SDK 文档里没有找到相关内容。' : 'The SDK documentation has nothing on that.'
  const paragraphs = best.content.split(/\n\s*\n/).filter((part) => !part.trim().startsWith('#'))
  const chinese = paragraphs.find((part) => /[\u4e00-\u9fff]/.test(part))
  const body = (zh && chinese ? chinese : (paragraphs[0] ?? '')).trim()
  return zh ? `${body}\n（出处：${best.source}）` : `${body}\n(Source: ${best.source})`
}
