import { summarizeToolResult, type ToolCallView, toolCallStatusLabel } from '@mindwire/client'
import { defineComponent, h, type PropType } from 'vue'

/** The tools the copilot is calling, each with its status; arguments and results on demand. */
export const ToolCallDisplay = defineComponent({
  name: 'ToolCallDisplay',
  props: {
    toolCalls: { type: Array as PropType<readonly ToolCallView[]>, required: true },
    /** Show each call's arguments (collapsed) and result. */
    details: { type: Boolean, default: true },
  },
  setup(props) {
    return () =>
      props.toolCalls.length === 0
        ? null
        : h(
            'ul',
            { class: 'mw-tool-calls', style: { listStyle: 'none', margin: 0, padding: 0, fontSize: '12px' } },
            props.toolCalls.map((call) =>
              h(
                'li',
                { key: call.id, class: `mw-tool-call mw-tool-call--${call.status}`, 'data-tool': call.name },
                [
                  h('code', call.name),
                  ' ',
                  h(
                    'span',
                    { class: 'mw-tool-call__status', 'data-status': call.status },
                    toolCallStatusLabel(call.status),
                  ),
                  props.details &&
                    h('details', [
                      h('summary', '参数'),
                      h('pre', { style: PRE }, call.argumentsText || '{}'),
                      call.result !== undefined && h('pre', { style: PRE }, summarizeToolResult(call.result)),
                    ]),
                ],
              ),
            ),
          )
  },
})

const PRE = { whiteSpace: 'pre-wrap', margin: 0 }
