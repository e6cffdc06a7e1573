import { type Confirmation, fill } from '@mindwire/client'
import { defineComponent, h, type PropType } from 'vue'
import { useCopilotWords } from './copilot-language.ts'

/**
 * Asks the person about each call that waits: its message, with accept and decline buttons. Several calls
 * waiting together (a turn adding three modules) also get one answer for all of them, sent as one request.
 */
export const ConfirmationBar = /* @__PURE__ */ defineComponent({
  name: 'ConfirmationBar',
  props: {
    pending: { type: Array as PropType<readonly Confirmation[]>, required: true },
    disabled: Boolean,
  },
  emits: {
    answer: (callId: string, accepted: boolean) =>
      typeof callId === 'string' && typeof accepted === 'boolean',
    answerAll: (accepted: boolean) => typeof accepted === 'boolean',
  },
  setup(props, { emit }) {
    const words = useCopilotWords()
    const button = (id: string, accepted: boolean) =>
      h(
        'button',
        { type: 'button', disabled: props.disabled, onClick: () => emit('answer', id, accepted) },
        accepted ? words.value.accept : words.value.decline,
      )
    const allButton = (accepted: boolean) =>
      h(
        'button',
        { type: 'button', disabled: props.disabled, onClick: () => emit('answerAll', accepted) },
        accepted ? words.value.acceptAll : words.value.declineAll,
      )
    const all = () =>
      props.pending.length > 1
        ? h('div', { class: 'mw-confirmation-all', 'data-count': props.pending.length }, [
            h('span', fill(words.value.stepCount, { count: props.pending.length })),
            ' ',
            allButton(true),
            ' ',
            allButton(false),
          ])
        : null
    return () =>
      props.pending.length === 0
        ? null
        : h('fieldset', { class: 'mw-confirmations', style: { border: 0, margin: 0, padding: 0 } }, [
            h('legend', { style: { fontSize: '12px' } }, words.value.needsConfirmation),
            all(),
            ...props.pending.map((call) =>
              h('div', { key: call.id, class: 'mw-confirmation', 'data-call': call.id }, [
                h('span', call.message || fill(words.value.confirmCall, { name: call.name })),
                ' ',
                button(call.id, true),
                ' ',
                button(call.id, false),
              ]),
            ),
          ])
  },
})
