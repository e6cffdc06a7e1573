// How chat UIs label a tool call; shared by @mindwire/react and @mindwire/vue so both say the same.
import type { UiLanguage } from '../browser-language.ts'
import { copilotWords, fill } from './copilot-words.ts'

/** A person-readable label of a ToolCallView's status (unknown statuses are shown as they are). */
export function toolCallStatusLabel(status: string, language: UiLanguage = 'zh'): string {
  return (copilotWords(language).status as Record<string, string>)[status] ?? status
}

/** A tool result as display text; results can be large (a whole canvas), so only the start is kept. */
export function summarizeToolResult(value: unknown, max = 600): string {
  const text = JSON.stringify(value, null, 1) ?? ''
  return text.length > max ? `${text.slice(0, max)}…` : text
}

/**
 * A reply's tool activity in one line, e.g. "4 个操作" or "4 个操作 · 1 个出错 · 1 个待确认": what a
 * chat shows folded, with each call on demand.
 */
export function toolActivitySummary(
  calls: readonly { status: string }[],
  language: UiLanguage = 'zh',
): string {
  const words = copilotWords(language)
  const counts = new Map<string, number>()
  for (const call of calls) counts.set(call.status, (counts.get(call.status) ?? 0) + 1)
  const notable = [...counts]
    .filter(([status]) => status !== 'ok')
    .map(([status, count]) =>
      fill(words.statusCount, { count, status: toolCallStatusLabel(status, language) }),
    )
  return [fill(words.operations, { count: calls.length }), ...notable].join(' · ')
}
