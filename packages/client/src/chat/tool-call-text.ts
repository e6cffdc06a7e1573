// How chat UIs label a tool call; shared by @mindwire/react and @mindwire/vue so both say the same.

const STATUS_LABEL: Record<string, string> = {
  streaming: '…',
  running: '运行中',
  awaiting_confirmation: '待确认',
  ok: '完成',
  error: '出错',
  blocked: '已阻止',
  rejected: '已拒绝',
  cancelled: '已取消',
}

/** A person-readable label of a ToolCallView's status (unknown statuses are shown as they are). */
export function toolCallStatusLabel(status: string): string {
  return STATUS_LABEL[status] ?? status
}

/** A tool result as display text; results can be large (a whole canvas), so only the start is kept. */
export function summarizeToolResult(value: unknown, max = 600): string {
  const text = JSON.stringify(value, null, 1) ?? ''
  return text.length > max ? `${text.slice(0, max)}…` : text
}
