import { defineComponent, h, type PropType } from 'vue'
import { useRouteCopilot } from '../copilot/use-route-copilot.ts'
import { words } from '../tune-words.ts'

/** The apps whose page is a short introduction and example requests; the work happens in the drawer. */
export type PromptPageId = 'probe' | 'vst'

/**
 * XiProbe and XiVST answer in the chat (a measurement plan, a report's verdict, plugins, SDK passages), so
 * their page says what to ask and sends an example to the route's copilot with one click.
 */
export const ExamplePromptsView = defineComponent({
  name: 'ExamplePromptsView',
  props: { page: { type: String as PropType<PromptPageId>, required: true } },
  setup(props) {
    const { copilot } = useRouteCopilot()
    return () => {
      const say = words()[props.page]
      const busy = copilot.sending.value || copilot.offline.value
      return h('div', { class: `tune-view tune-prompts tune-${props.page}` }, [
        h('section', { class: 'tune-panel' }, [
          h('h2', say.title),
          h('p', { class: 'tune-muted' }, say.intro),
          h('h3', words().examplesLabel),
          h(
            'ul',
            { class: 'tune-examples' },
            say.examples.map((text, index) =>
              h('li', { key: text }, [
                h(
                  'button',
                  {
                    type: 'button',
                    'data-example': String(index),
                    disabled: busy,
                    onClick: () => void copilot.send(text),
                  },
                  text,
                ),
              ]),
            ),
          ),
        ]),
      ])
    }
  },
})
