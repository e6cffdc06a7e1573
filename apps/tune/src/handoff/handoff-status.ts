import { defineComponent, h } from 'vue'
import { RouterLink } from 'vue-router'
import { useIncomingHandoff } from './use-incoming-handoff.ts'

const PHASES: Record<string, string> = {
  resuming: '正在恢复会话…',
  'handing-off': '正在交接会话…',
  ready: '已接手会话',
  'handed-back': '结果已交回',
}

/** A line about the handoff that opened this route; nothing when the route was opened normally. */
export const HandoffStatus = defineComponent({
  name: 'HandoffStatus',
  setup() {
    const handoff = useIncomingHandoff()
    return () => {
      const phase = handoff.phase.value
      const text = PHASES[phase]
      if (!text) return null
      const back = handoff.back.value
      const backText = back ? ` 回到${back.name} →` : ''
      return h('p', { class: 'tune-handoff', 'data-phase': phase, role: 'status' }, [
        `${text}${back ? back.name : ''}${handoff.intent ? `（${handoff.intent}）` : ''}`,
        back &&
          (back.inThisApp
            ? h(RouterLink, { to: back.path, class: 'tune-handoff__back' }, () => backText)
            : h('a', { href: back.path, class: 'tune-handoff__back' }, backText)),
      ])
    }
  },
})
