import { fill } from '@mindwire/client'
import { useState } from 'react'
import { useCopilotWords } from './copilot-language.tsx'

export interface ClearHistoryProps {
  /** Whether there is a conversation to delete. */
  hasHistory: boolean
  disabled?: boolean
  /** Erases the history; false when it was not (the error is shown, the conversation kept). */
  onClear: () => Promise<boolean>
  /** Why the last attempt failed, shown beside the button. */
  error?: string
}

/**
 * 清除历史 (seed 000 §7: a person may delete a session's history): a button that asks once, in place,
 * before the conversation is erased on the server. Hidden while there is nothing to delete.
 */
export function ClearHistory({ hasHistory, disabled, onClear, error }: ClearHistoryProps) {
  const [asking, setAsking] = useState(false)
  const [failed, setFailed] = useState(false)
  const say = useCopilotWords()
  if (!hasHistory && !asking) return null
  if (!asking)
    return (
      <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
        {failed && (
          <span className="mw-clear-history__error" role="alert">
            {fill(say.clearHistoryFailed, { error: error ?? '' })}
          </span>
        )}
        <button
          type="button"
          className="mw-clear-history"
          disabled={disabled}
          onClick={() => setAsking(true)}
        >
          {say.clearHistory}
        </button>
      </span>
    )
  return (
    <span className="mw-clear-history__ask" role="alertdialog" aria-label={say.clearHistory}>
      {say.clearHistoryAsk}
      <button
        type="button"
        className="mw-clear-history__confirm"
        disabled={disabled}
        onClick={() => {
          setAsking(false)
          void onClear().then((cleared) => setFailed(!cleared))
        }}
      >
        {say.clearHistoryConfirm}
      </button>
      <button type="button" className="mw-clear-history__cancel" onClick={() => setAsking(false)}>
        {say.clearHistoryCancel}
      </button>
    </span>
  )
}
