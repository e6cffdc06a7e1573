import type { Confirmation } from '@mindwire/client'

export interface ConfirmationBarProps {
  pending: readonly Confirmation[]
  onAnswer: (callId: string, accepted: boolean) => void
  /** Answers every waiting call at once; with it, several calls of one request are asked about once. */
  onAnswerAll?: (accepted: boolean) => void
  disabled?: boolean
}

/**
 * Asks the person about each call that waits: its message, with accept and decline buttons; several calls
 * waiting together (one request deleting four modules) also get one answer for all of them.
 */
export function ConfirmationBar({ pending, onAnswer, onAnswerAll, disabled }: ConfirmationBarProps) {
  if (pending.length === 0) return null
  return (
    <fieldset className="mw-confirmations" style={{ border: 0, margin: 0, padding: 0 }}>
      <legend style={{ fontSize: 12 }}>需要确认</legend>
      {onAnswerAll && pending.length > 1 && (
        <div className="mw-confirmation-all" data-count={pending.length}>
          <span>这一步要做 {pending.length} 件事：</span>{' '}
          <button type="button" disabled={disabled} onClick={() => onAnswerAll(true)}>
            全部确认
          </button>{' '}
          <button type="button" disabled={disabled} onClick={() => onAnswerAll(false)}>
            全部拒绝
          </button>
        </div>
      )}
      {pending.map((call) => (
        <div key={call.id} className="mw-confirmation" data-call={call.id}>
          <span>{call.message || `确认执行 ${call.name}？`}</span>{' '}
          <button type="button" disabled={disabled} onClick={() => onAnswer(call.id, true)}>
            确认
          </button>{' '}
          <button type="button" disabled={disabled} onClick={() => onAnswer(call.id, false)}>
            拒绝
          </button>
        </div>
      ))}
    </fieldset>
  )
}
