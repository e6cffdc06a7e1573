import {
  copilotWords,
  summarizeToolResult,
  type ToolCallView,
  toolActivitySummary,
  toolCallStatusLabel,
  type UiLanguage,
} from '@mindwire/client'
import { useCopilotLanguage } from './copilot-language.tsx'

export interface ToolCallDisplayProps {
  toolCalls: readonly ToolCallView[]
  /** Show each call's arguments (collapsed) and result. Default true. */
  details?: boolean
  /** Fold the calls into one summary line, opened on demand (a finished reply). Default false. */
  folded?: boolean
}

/** The tools the copilot is calling, each with its status; arguments and results on demand. */
export function ToolCallDisplay({ toolCalls, details = true, folded = false }: ToolCallDisplayProps) {
  const language = useCopilotLanguage()
  if (toolCalls.length === 0) return null
  const list = <ToolCallList toolCalls={toolCalls} details={details} language={language} />
  if (!folded) return list
  return (
    <details className="mw-tool-activity">
      <summary style={{ fontSize: 12, color: '#6b7280', cursor: 'pointer' }}>
        {toolActivitySummary(toolCalls, language)}
      </summary>
      {list}
    </details>
  )
}

function ToolCallList({
  toolCalls,
  details,
  language,
}: {
  toolCalls: readonly ToolCallView[]
  details: boolean
  language: UiLanguage
}) {
  return (
    <ul className="mw-tool-calls" style={{ listStyle: 'none', margin: 0, padding: 0, fontSize: 12 }}>
      {toolCalls.map((call) => (
        <li key={call.id} className={`mw-tool-call mw-tool-call--${call.status}`} data-tool={call.name}>
          <code>{call.name}</code>{' '}
          <span className="mw-tool-call__status" data-status={call.status}>
            {toolCallStatusLabel(call.status, language)}
          </span>
          {details && (
            <details>
              <summary>{copilotWords(language).arguments}</summary>
              <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{call.argumentsText || '{}'}</pre>
              {call.result !== undefined && (
                <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{summarizeToolResult(call.result)}</pre>
              )}
            </details>
          )}
        </li>
      ))}
    </ul>
  )
}
