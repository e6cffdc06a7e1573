import type { Confirmation } from '@mindwire/client'

export interface ConfirmationBarProps {
  pending: readonly Confirmation[]
  onAnswer: (callId: string, accepted: boolean) => void
  disabled?: boolean
}

/** Asks the person about each call that waits: its message, with accept and decline buttons. */
export function ConfirmationBar({ pending, onAnswer, disabled }: ConfirmationBarProps) {
  if (pending.length === 0) return null
  return (
    <fieldset className="mw-confirmations" style={{ border: 0, margin: 0, padding: 0 }}>
      <legend style={{ fontSize: 12 }}>需要确认</legend>
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
