/** One entry search-tuning-history returned. */
export interface HistoryEntry {
  collection: string
  source: string
  projectName?: string
  recordedAt?: string
  content: string
}

/**
 * What earlier work recorded, best first, each with its project and date; nothing found is said plainly
 * (the tenant has no such record yet), never filled in.
 */
export function historyLines(entries: readonly HistoryEntry[], zh: boolean): string {
  if (entries.length === 0)
    return zh
      ? '知识库里还没有相关的历史记录（项目、实测或调音预设）。'
      : 'There is no record of that yet among earlier projects, measurements or presets.'
  const lines = entries.map((entry, index) => {
    const day = entry.recordedAt?.slice(0, 10)
    const text = entry.content.split('\n').filter((line) => zh === /[\u4e00-\u9fff]/.test(line))
    const body = (text.length > 0 ? text : entry.content.split('\n')).slice(0, 2).join(' ')
    return `${index + 1}. ${body}${day ? (zh ? `（记录于 ${day}）` : ` (recorded ${day})`) : ''}`
  })
  return `${zh ? '历史记录：' : 'Earlier work:'}\n${lines.join('\n')}`
}
