import type { ChatMessage, ToolCallView } from '@mindwire/client'
import { defineComponent, h, type PropType } from 'vue'
import { ReplyFeedback } from './reply-feedback.ts'
import { ToolCallDisplay } from './tool-call-display.ts'

const TEXT = { whiteSpace: 'pre-wrap', margin: '4px 0' }

/** The conversation: each message with its tool calls, then the reply that is streaming. */
export const MessageList = /* @__PURE__ */ defineComponent({
  name: 'MessageList',
  props: {
    messages: { type: Array as PropType<readonly ChatMessage[]>, required: true },
    /** The reply being streamed now and its tool calls. */
    streamingText: { type: String, default: '' },
    toolCalls: { type: Array as PropType<readonly ToolCallView[]>, default: () => [] },
    sending: Boolean,
    /** Rates a finished reply; without it no thumbs are shown. */
    onRate: Function as PropType<(messageId: string, rating: 'up' | 'down') => void>,
  },
  setup(props) {
    return () =>
      h('ol', { class: 'mw-messages', style: { listStyle: 'none', margin: 0, padding: 0 } }, [
        ...props.messages.map((message) =>
          h(
            'li',
            { key: message.id, class: `mw-message mw-message--${message.role}`, 'data-role': message.role },
            [
              message.content && h('p', { style: TEXT }, message.content),
              h(ToolCallDisplay, { toolCalls: message.toolCalls, folded: true }),
              message.error &&
                h(
                  'p',
                  { class: 'mw-message__error', role: 'alert', style: { ...TEXT, color: '#b42318' } },
                  message.error.message,
                ),
              // Only a finished reply names its run; a stopped or failed one has nothing to rate.
              props.onRate &&
                message.runId &&
                h(ReplyFeedback, {
                  message,
                  onRate: (rating: 'up' | 'down') => props.onRate?.(message.id, rating),
                }),
            ],
          ),
        ),
        props.sending &&
          h(
            'li',
            {
              key: 'streaming',
              class: 'mw-message mw-message--assistant mw-message--streaming',
              'data-role': 'assistant',
              'aria-live': 'polite',
            },
            [
              h('p', { style: TEXT }, props.streamingText || '…'),
              h(ToolCallDisplay, { toolCalls: props.toolCalls }),
            ],
          ),
      ])
  },
})
