import {
  copilotWords,
  summarizeToolResult,
  type ToolCallView,
  toolActivitySummary,
  toolCallStatusLabel,
  type UiLanguage,
} from '@mindwire/client'
import { defineComponent, h, type PropType } from 'vue'
import { injectCopilotLanguage } from './copilot-language.ts'

/** The tools the copilot is calling, each with its status; arguments and results on demand. */
export const ToolCallDisplay = /* @__PURE__ */ defineComponent({
  name: 'ToolCallDisplay',
  props: {
    toolCalls: { type: Array as PropType<readonly ToolCallView[]>, required: true },
    /** Show each call's arguments (collapsed) and result. */
    details: { type: Boolean, default: true },
    /** Fold the calls into one summary line, opened on demand (a finished reply). */
    folded: { type: Boolean, default: false },
  },
  setup(props) {
    const language = injectCopilotLanguage()
    return () => {
      if (props.toolCalls.length === 0) return null
      const list = callList(props.toolCalls, props.details, language.value)
      if (!props.folded) return list
      return h('details', { class: 'mw-tool-activity' }, [
        h('summary', { style: SUMMARY }, toolActivitySummary(props.toolCalls, language.value)),
        list,
      ])
    }
  },
})

function callList(toolCalls: readonly ToolCallView[], details: boolean, language: UiLanguage) {
  const words = copilotWords(language)
  return h(
    'ul',
    { class: 'mw-tool-calls', style: { listStyle: 'none', margin: 0, padding: 0, fontSize: '12px' } },
    toolCalls.map((call) =>
      h('li', { key: call.id, class: `mw-tool-call mw-tool-call--${call.status}`, 'data-tool': call.name }, [
        h('code', call.name),
        ' ',
        h(
          'span',
          { class: 'mw-tool-call__status', 'data-status': call.status },
          toolCallStatusLabel(call.status, language),
        ),
        details &&
          h('details', [
            h('summary', words.arguments),
            h('pre', { style: PRE }, call.argumentsText || '{}'),
            call.result !== undefined && h('pre', { style: PRE }, summarizeToolResult(call.result)),
          ]),
      ]),
    ),
  )
}

const PRE = { whiteSpace: 'pre-wrap', margin: 0 }
const SUMMARY = { fontSize: '12px', color: '#6b7280', cursor: 'pointer' }
