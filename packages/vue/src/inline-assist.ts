import { computed, defineComponent, h, type PropType, shallowRef } from 'vue'
import { useCopilotWords } from './copilot-language.ts'
import type { UseCopilotResult } from './use-copilot.ts'

/**
 * An AI button next to a field (seed 000 §1.2): asks the copilot a preset question with the field's
 * context and shows the answer in place while it streams.
 */
export const InlineAssist = /* @__PURE__ */ defineComponent({
  name: 'InlineAssist',
  props: {
    copilot: { type: Object as PropType<UseCopilotResult>, required: true },
    /** What to ask, e.g. "解释这个参数"; a function is read when clicked, so it sees the field's value then. */
    prompt: { type: [String, Function] as PropType<string | (() => string)>, required: true },
    /** The field's context appended to the question, e.g. `{ param: 'gainDb', value: -3 }`. */
    context: {
      type: [Object, Function] as PropType<Record<string, unknown> | (() => unknown)>,
      default: undefined,
    },
    /**
     * What the question is about, sent as this message's state instead of text (e.g. `{ focus: { moduleId } }`):
     * the person sees only the question, the server resolves the thing itself.
     */
    state: {
      type: [Object, Function] as PropType<Record<string, unknown> | (() => Record<string, unknown>)>,
      default: undefined,
    },
    label: { type: String, default: 'AI' },
  },
  setup(props) {
    const words = useCopilotWords()
    // The index the answer will have in `messages`: after the question the click adds.
    const answerIndex = shallowRef(-1)
    const answer = computed(() => props.copilot.messages.value[answerIndex.value])

    function ask() {
      const { copilot, prompt, context, state } = props
      const question = typeof prompt === 'function' ? prompt() : prompt
      const fieldContext = typeof context === 'function' ? (context as () => unknown)() : context
      const messageState = typeof state === 'function' ? state() : state
      answerIndex.value = copilot.messages.value.length + 1
      void copilot.send(
        fieldContext === undefined ? question : `${question}\n\n${JSON.stringify(fieldContext)}`,
        messageState === undefined ? undefined : { state: messageState },
      )
    }

    return () => {
      const { copilot } = props
      const sending = copilot.sending.value
      const reply = answer.value
      const text = reply?.role === 'assistant' ? reply.content : sending ? copilot.streamingText.value : ''
      return h('span', { class: 'mw-inline-assist' }, [
        h(
          'button',
          { type: 'button', onClick: ask, disabled: sending, title: words.value.assistTitle },
          props.label,
        ),
        answerIndex.value >= 0 &&
          h(
            'output',
            { class: 'mw-inline-assist__answer', style: { display: 'block', whiteSpace: 'pre-wrap' } },
            [text || (sending ? '…' : ''), reply?.error && h('span', { role: 'alert' }, reply.error.message)],
          ),
      ])
    }
  },
})
