import { defineComponent, h, type PropType, shallowRef, watch } from 'vue'
import type { Assistant, ToolActivity, Turn } from './use-assistant.ts'

const TOOL_NAMES: Record<string, string> = {
  product_search: '搜索商品',
  cart_manager: '购物车',
  order_query: '查订单',
}
const TOOL_STATUS: Record<ToolActivity['status'], string> = {
  running: '进行中',
  ok: '完成',
  failed: '未成功',
  waiting: '等你确认',
}

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
      return h('section', { class: 'assistant', 'aria-label': '购物助手' }, [
        h('h2', '购物助手'),
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
              '确认',
            ),
            h(
              'button',
              {
                type: 'button',
                class: 'confirm__no',
                onClick: () => props.assistant.answer(item.callId, false),
              },
              '取消',
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
              placeholder: '比如：两千以内的蓝牙耳机',
              'aria-label': '问购物助手',
              maxlength: 500,
              onInput: (event: Event) => {
                draft.value = (event.target as HTMLInputElement).value
              },
            }),
            h(
              'button',
              { type: 'submit', class: 'ask__send', disabled: busy.value || !draft.value.trim() },
              '发送',
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
            `${TOOL_NAMES[tool.name] ?? tool.name} · ${TOOL_STATUS[tool.status]}`,
          ]),
        ),
      ),
    turn.text && h('p', turn.text),
  ])
}
