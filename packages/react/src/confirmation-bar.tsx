import { type Confirmation, fill } from '@mindwire/client'
import { useCopilotWords } from './copilot-language.tsx'

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
  const words = useCopilotWords()
  if (pending.length === 0) return null
  return (
    <fieldset className="mw-confirmations" style={{ border: 0, margin: 0, padding: 0 }}>
      <legend style={{ fontSize: 12 }}>{words.needsConfirmation}</legend>
      {onAnswerAll && pending.length > 1 && (
        <div className="mw-confirmation-all" data-count={pending.length}>
          <span>{fill(words.stepCount, { count: pending.length })}</span>{' '}
          <button type="button" disabled={disabled} onClick={() => onAnswerAll(true)}>
            {words.acceptAll}
          </button>{' '}
          <button type="button" disabled={disabled} onClick={() => onAnswerAll(false)}>
            {words.declineAll}
          </button>
        </div>
      )}
      {pending.map((call) => (
        <div key={call.id} className="mw-confirmation" data-call={call.id}>
          <span>{call.message || fill(words.confirmCall, { name: call.name })}</span>{' '}
          <button type="button" disabled={disabled} onClick={() => onAnswer(call.id, true)}>
            {words.accept}
          </button>{' '}
          <button type="button" disabled={disabled} onClick={() => onAnswer(call.id, false)}>
            {words.decline}
          </button>
        </div>
      ))}
    </fieldset>
  )
}
