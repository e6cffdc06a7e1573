import { type ChatMessage, fill } from '@mindwire/client'
import { useCopilotWords } from './copilot-language.tsx'

export interface ReplyFeedbackProps {
  message: ChatMessage
  onRate: (rating: 'up' | 'down') => void
}

/**
 * Thumbs up / down under a finished reply (seed 000 §8 用户反馈). The chosen thumb stays pressed and both
 * are disabled while the rating is sent and once it was kept, so a second click sends nothing; a rating
 * that did not arrive says so and may be given again.
 */
export function ReplyFeedback({ message, onRate }: ReplyFeedbackProps) {
  const { feedback } = message
  const words = useCopilotWords()
  const locked = feedback !== undefined && feedback.status !== 'failed'
  const thumb = (rating: 'up' | 'down') => {
    const chosen = feedback?.rating === rating && feedback.status !== 'failed'
    return (
      <button
        type="button"
        className={`mw-feedback__${rating}`}
        aria-label={rating === 'up' ? words.helpful : words.notHelpful}
        aria-pressed={chosen}
        disabled={locked}
        style={{ opacity: locked && !chosen ? 0.4 : 1 }}
        onClick={() => onRate(rating)}
      >
        {/* 赞 / 踩: the usual words for it, and they render without an emoji font. */}
        {rating === 'up' ? words.thumbUp : words.thumbDown}
      </button>
    )
  }
  return (
    <div className="mw-feedback" data-status={feedback?.status ?? 'none'} style={{ fontSize: 12 }}>
      {thumb('up')} {thumb('down')}
      {feedback?.status === 'sent' && <span className="mw-feedback__note"> {words.feedbackSent}</span>}
      {feedback?.status === 'failed' && (
        <span className="mw-feedback__error" role="alert" style={{ color: '#b42318' }}>
          {` ${fill(words.feedbackFailed, { error: feedback.error?.message ?? '' })}`}
        </span>
      )}
    </div>
  )
}
