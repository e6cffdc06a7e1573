import { fill } from '@mindwire/client'
import { defineComponent, h, type PropType, shallowRef } from 'vue'
import { useCopilotWords } from './copilot-language.ts'

/**
 * 清除历史 (seed 000 §7: a person may delete a session's history): a button that asks once, in place,
 * before the conversation is erased on the server. Hidden while a reply streams or when there is nothing.
 */
export const ClearHistory = defineComponent({
  name: 'ClearHistory',
  props: {
    /** Whether there is a conversation to delete. */
    hasHistory: { type: Boolean, required: true },
    disabled: Boolean,
    /** Erases the history; false when it was not (the error is shown, the conversation kept). */
    onClear: { type: Function as PropType<() => Promise<boolean>>, required: true },
    /** Why the last attempt failed, shown beside the button. */
    error: String,
  },
  setup(props) {
    const asking = shallowRef(false)
    const failed = shallowRef(false)
    const words = useCopilotWords()
    return () => {
      const say = words.value
      if (!props.hasHistory && !asking.value) return null
      if (!asking.value)
        return h('span', { style: { display: 'inline-flex', gap: '4px', alignItems: 'center' } }, [
          failed.value &&
            h(
              'span',
              { class: 'mw-clear-history__error', role: 'alert' },
              fill(say.clearHistoryFailed, { error: props.error ?? '' }),
            ),
          h(
            'button',
            {
              type: 'button',
              class: 'mw-clear-history',
              disabled: props.disabled,
              onClick: () => {
                asking.value = true
              },
            },
            say.clearHistory,
          ),
        ])
      return h(
        'span',
        { class: 'mw-clear-history__ask', role: 'alertdialog', 'aria-label': say.clearHistory },
        [
          say.clearHistoryAsk,
          h(
            'button',
            {
              type: 'button',
              class: 'mw-clear-history__confirm',
              disabled: props.disabled,
              onClick: async () => {
                asking.value = false
                failed.value = !(await props.onClear())
              },
            },
            say.clearHistoryConfirm,
          ),
          h(
            'button',
            {
              type: 'button',
              class: 'mw-clear-history__cancel',
              onClick: () => {
                asking.value = false
              },
            },
            say.clearHistoryCancel,
          ),
        ],
      )
    }
  },
})
