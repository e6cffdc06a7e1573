import type { ToolCallView } from '@mindwire/client'

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

export interface ToolCallDisplayProps {
  toolCalls: readonly ToolCallView[]
  /** Show each call's arguments (collapsed) and result. Default true. */
  details?: boolean
}

/** The tools the copilot is calling, each with its status; arguments and results on demand. */
export function ToolCallDisplay({ toolCalls, details = true }: ToolCallDisplayProps) {
  if (toolCalls.length === 0) return null
  return (
    <ul className="mw-tool-calls" style={{ listStyle: 'none', margin: 0, padding: 0, fontSize: 12 }}>
      {toolCalls.map((call) => (
        <li key={call.id} className={`mw-tool-call mw-tool-call--${call.status}`} data-tool={call.name}>
          <code>{call.name}</code>{' '}
          <span className="mw-tool-call__status" data-status={call.status}>
            {STATUS_LABEL[call.status] ?? call.status}
          </span>
          {details && (
            <details>
              <summary>参数</summary>
              <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{call.argumentsText || '{}'}</pre>
              {call.result !== undefined && (
                <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{summarize(call.result)}</pre>
              )}
            </details>
          )}
        </li>
      ))}
    </ul>
  )
}

// Results can be large (a whole canvas); the display keeps the start.
function summarize(value: unknown): string {
  const text = JSON.stringify(value, null, 1) ?? ''
  return text.length > 600 ? `${text.slice(0, 600)}…` : text
}
