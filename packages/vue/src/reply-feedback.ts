import type { ChatMessage } from '@mindwire/client'
import { fill } from '@mindwire/client'
import { defineComponent, h, type PropType } from 'vue'
import { useCopilotWords } from './copilot-language.ts'

/**
 * Thumbs up / down under a finished reply (seed 000 §8 用户反馈). The chosen thumb stays pressed and both
 * are disabled while the rating is sent and once it was kept, so a second click sends nothing; a rating
 * that did not arrive says so and may be given again.
 */
export const ReplyFeedback = /* @__PURE__ */ defineComponent({
  name: 'ReplyFeedback',
  props: {
    message: { type: Object as PropType<ChatMessage>, required: true },
  },
  emits: {
    rate: (rating: 'up' | 'down') => rating === 'up' || rating === 'down',
  },
  setup(props, { emit }) {
    const words = useCopilotWords()
    const thumb = (rating: 'up' | 'down', locked: boolean) => {
      const chosen = props.message.feedback?.rating === rating && props.message.feedback.status !== 'failed'
      return h(
        'button',
        {
          type: 'button',
          class: `mw-feedback__${rating}`,
          'aria-label': rating === 'up' ? words.value.helpful : words.value.notHelpful,
          'aria-pressed': chosen,
          disabled: locked,
          style: { opacity: locked && !chosen ? 0.4 : 1 },
          onClick: () => emit('rate', rating),
        },
        // 赞 / 踩: the usual words for it, and they render without an emoji font.
        rating === 'up' ? words.value.thumbUp : words.value.thumbDown,
      )
    }
    return () => {
      const feedback = props.message.feedback
      const locked = feedback !== undefined && feedback.status !== 'failed'
      return h(
        'div',
        { class: 'mw-feedback', 'data-status': feedback?.status ?? 'none', style: { fontSize: '12px' } },
        [
          thumb('up', locked),
          ' ',
          thumb('down', locked),
          feedback?.status === 'sent' &&
            h('span', { class: 'mw-feedback__note' }, ` ${words.value.feedbackSent}`),
          feedback?.status === 'failed' &&
            h(
              'span',
              { class: 'mw-feedback__error', role: 'alert', style: { color: '#b42318' } },
              ` ${fill(words.value.feedbackFailed, { error: feedback.error?.message ?? '' })}`,
            ),
        ],
      )
    }
  },
})
