import { defineComponent, h } from 'vue'
import { RouterLink } from 'vue-router'
import { fill, words } from '../tune-words.ts'
import { useIncomingHandoff } from './use-incoming-handoff.ts'

/** The phases worth a line, and where the word files say them. */
const PHASES: Record<string, 'resuming' | 'handingOff' | 'ready' | 'handedBack'> = {
  resuming: 'resuming',
  'handing-off': 'handingOff',
  ready: 'ready',
  'handed-back': 'handedBack',
}

/** A line about the handoff that opened this route; nothing when the route was opened normally. */
export const HandoffStatus = defineComponent({
  name: 'HandoffStatus',
  setup() {
    const handoff = useIncomingHandoff()
    return () => {
      const phase = handoff.phase.value
      const key = PHASES[phase]
      if (!key) return null
      const text = words().handoff[key]
      const back = handoff.back.value
      const backText = back ? fill(words().handoff.backTo, { name: back.name }) : ''
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
