import type { ChatMessage, ToolCallView } from '@mindwire/client'
import { ReplyFeedback } from './reply-feedback.tsx'
import { ToolCallDisplay } from './tool-call-display.tsx'

export interface MessageListProps {
  messages: readonly ChatMessage[]
  /** The reply being streamed now and its tool calls. */
  streamingText?: string
  toolCalls?: readonly ToolCallView[]
  sending?: boolean
  /** Rates a finished reply; without it no thumbs are shown. */
  onRate?: (messageId: string, rating: 'up' | 'down') => void
}

/**
 * The conversation: each message with its tool calls folded into one line (details on demand), then the
 * reply that is streaming with its calls as they happen.
 */
export function MessageList({
  messages,
  streamingText = '',
  toolCalls = [],
  sending,
  onRate,
}: MessageListProps) {
  return (
    <ol className="mw-messages" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {messages.map((message) => (
        <li key={message.id} className={`mw-message mw-message--${message.role}`} data-role={message.role}>
          {message.content && <p style={{ whiteSpace: 'pre-wrap', margin: '4px 0' }}>{message.content}</p>}
          <ToolCallDisplay toolCalls={message.toolCalls} folded />
          {message.error && (
            <p className="mw-message__error" role="alert" style={{ color: '#b42318', margin: '4px 0' }}>
              {message.error.message}
            </p>
          )}
          {/* Only a finished reply names its run; a stopped or failed one has nothing to rate. */}
          {onRate && message.runId && (
            <ReplyFeedback message={message} onRate={(rating) => onRate(message.id, rating)} />
          )}
        </li>
      ))}
      {sending && (
        <li
          className="mw-message mw-message--assistant mw-message--streaming"
          data-role="assistant"
          aria-live="polite"
        >
          <p style={{ whiteSpace: 'pre-wrap', margin: '4px 0' }}>{streamingText || '…'}</p>
          <ToolCallDisplay toolCalls={toolCalls} />
        </li>
      )}
    </ol>
  )
}
