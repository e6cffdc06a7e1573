import { CopilotDrawer } from '@mindwire/vue'
import { defineComponent, h, type PropType } from 'vue'
import { ExamplePromptsView } from '../assist/example-prompts-view.ts'
import { provideRouteCopilot } from '../copilot/use-route-copilot.ts'
import { ForgeView } from '../forge/forge-view.ts'
import { HandoffStatus } from '../handoff/handoff-status.ts'
import { provideIncomingHandoff } from '../handoff/use-incoming-handoff.ts'
import { StudioView } from '../studio/studio-view.ts'
import { TestView } from '../test/test-view.ts'
import { TuneView } from '../tune/tune-view.ts'
import { words } from '../tune-words.ts'
import { appName, type TuneAppId } from './tune-apps.ts'

// XiProbe and XiVST work in the chat: their page is the examples to ask, bound to that app's words.
const VIEWS = {
  'xi-studio': () => h(StudioView),
  'xi-tune': () => h(TuneView),
  'xi-test': () => h(TestView),
  'xi-forge': () => h(ForgeView),
  'xi-probe': () => h(ExamplePromptsView, { page: 'probe' }),
  'xi-vst': () => h(ExamplePromptsView, { page: 'vst' }),
}

/** One app of the suite: its view, and beside it the copilot drawer talking to that app. */
export const RoutePage = defineComponent({
  name: 'RoutePage',
  props: { app: { type: String as PropType<TuneAppId>, required: true } },
  setup(props) {
    const { copilot, opened } = provideRouteCopilot(props.app)
    provideIncomingHandoff(props.app)
    return () =>
      h('div', { class: 'tune-page', 'data-app': props.app }, [
        h('main', { class: 'tune-main' }, [h(HandoffStatus), VIEWS[props.app]()]),
        h('aside', { class: 'tune-drawer' }, [
          h(
            CopilotDrawer,
            { copilot, title: `XiMind · ${appName(props.app)}`, placeholder: words().askPlaceholder },
            () =>
              opened.value.map((link) =>
                h('p', { class: 'tune-opened-link', key: link.url }, [
                  link.blocked ? words().tabBlocked : words().tabOpened,
                  h(
                    'a',
                    { href: link.url, target: '_blank', rel: 'noopener' },
                    `${appName(link.app)} · ${link.intent}`,
                  ),
                ]),
              ),
          ),
        ]),
      ])
  },
})
