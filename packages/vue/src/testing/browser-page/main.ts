// The page the Chromium test drives: the copilot drawer over the board app, the client from the plugin.
import { createApp, defineComponent, h } from 'vue'
import { CopilotDrawer, createCopilotPlugin, useCopilot } from '../../index.ts'

const key = new URLSearchParams(location.search).get('key') ?? undefined

const Board = defineComponent({
  setup() {
    const copilot = useCopilot({ app: 'board', context: () => ({ items: ['a', 'b'] }) })
    return () => h(CopilotDrawer, { copilot, title: 'Board copilot' })
  },
})

createApp(Board)
  .use(createCopilotPlugin({ endpoint: '', apiKey: key }))
  .mount('#app')
