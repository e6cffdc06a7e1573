import { defineComponent, h, type PropType, shallowRef, watch } from 'vue'
import { words } from './shop-words.ts'
import type { Assistant, Turn } from './use-assistant.ts'

/** The assistant: its replies as they stream, each tool call with its outcome, confirmations, the text box. */
export const AssistantView = defineComponent({
  name: 'AssistantView',
  props: { assistant: { type: Object as PropType<Assistant>, required: true } },
  setup(props) {
    const draft = shallowRef('')
    const list = shallowRef<HTMLElement | null>(null)
    // The newest reply is what a person reads next: keep the list at its end as turns arrive and stream.
    watch(
      () => [props.assistant.turns.value, props.assistant.pending.value],
      () => list.value?.scrollTo({ top: list.value.scrollHeight }),
      { flush: 'post' },
    )
    return () => {
      const { turns, pending, busy, problem } = props.assistant
      const say = words()
      return h('section', { class: 'assistant', 'aria-label': say.assistant }, [
        h('h2', say.assistant),
        h('ol', { class: 'assistant__turns', ref: list }, turns.value.map(turnView)),
        pending.value.map((item) =>
          h('div', { class: 'confirm', role: 'alertdialog', key: item.callId }, [
            h('p', item.message),
            h(
              'button',
              {
                type: 'button',
                class: 'confirm__yes',
                onClick: () => props.assistant.answer(item.callId, true),
              },
              say.yes,
            ),
            h(
              'button',
              {
                type: 'button',
                class: 'confirm__no',
                onClick: () => props.assistant.answer(item.callId, false),
              },
              say.no,
            ),
          ]),
        ),
        problem.value && h('p', { class: 'assistant__problem', role: 'alert' }, problem.value),
        h(
          'form',
          {
            class: 'ask',
            onSubmit: (event: Event) => {
              event.preventDefault()
              if (props.assistant.ask(draft.value)) draft.value = ''
            },
          },
          [
            h('input', {
              class: 'ask__input',
              value: draft.value,
              placeholder: say.askPlaceholder,
              'aria-label': say.assistant,
              maxlength: 500,
              onInput: (event: Event) => {
                draft.value = (event.target as HTMLInputElement).value
              },
            }),
            h(
              'button',
              { type: 'submit', class: 'ask__send', disabled: busy.value || !draft.value.trim() },
              say.send,
            ),
          ],
        ),
      ])
    }
  },
})

function turnView(turn: Turn) {
  return h('li', { class: ['turn', `turn--${turn.role}`], key: turn.id }, [
    turn.tools.length > 0 &&
      h(
        'ul',
        { class: 'turn__tools' },
        turn.tools.map((tool) =>
          h('li', { class: `tool tool--${tool.status}`, 'data-tool': tool.name, key: tool.id }, [
            `${(words().tools as Record<string, string>)[tool.name] ?? words().otherTool} · ${words().toolStatus[tool.status]}`,
          ]),
        ),
      ),
    turn.text && h('p', turn.text),
  ])
}
