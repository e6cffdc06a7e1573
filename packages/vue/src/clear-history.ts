import { defineComponent, h, type PropType, shallowRef } from 'vue'

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
    return () => {
      if (!props.hasHistory && !asking.value) return null
      if (!asking.value)
        return h('span', { style: { display: 'inline-flex', gap: '4px', alignItems: 'center' } }, [
          failed.value &&
            h(
              'span',
              { class: 'mw-clear-history__error', role: 'alert' },
              `历史没有删除：${props.error ?? ''}`,
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
            '清除历史',
          ),
        ])
      return h('span', { class: 'mw-clear-history__ask', role: 'alertdialog', 'aria-label': '清除历史' }, [
        '删除这段对话的全部历史？',
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
          '删除',
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
          '取消',
        ),
      ])
    }
  },
})
