import { InlineAssist } from '@mindwire/vue'
import { defineComponent, h, type PropType } from 'vue'
import type { CatalogueModule, ChainModule, ParamValue } from '../api/studio-types.ts'
import { useRouteCopilot } from '../copilot/use-route-copilot.ts'
import { useProjectStore } from '../project/project-store.ts'
import { fill, words } from '../tune-words.ts'
import { ParamField } from './param-field.ts'

/** Seed 000 §6.2's question, asked next to a module's parameters. */

/** One module of the chain: its catalogue name, bypass switch, parameters, and the AI button beside them. */
export const ModuleCard = defineComponent({
  name: 'ModuleCard',
  props: {
    module: { type: Object as PropType<ChainModule>, required: true },
    definition: { type: Object as PropType<CatalogueModule>, default: undefined },
    index: { type: Number, required: true },
  },
  setup(props) {
    const store = useProjectStore()
    const { copilot } = useRouteCopilot()

    const setParam = (paramKey: string, value: ParamValue) =>
      store.edit([{ tool: 'update-param', args: { moduleId: props.module.id, paramKey, value } }])

    return () => {
      const { module, definition } = props
      const bypassed = module.bypass === true
      return h(
        'li',
        {
          class: ['tune-module', bypassed && 'tune-module--bypassed'],
          'data-module': module.id,
          'data-type': module.type,
        },
        [
          h('header', { class: 'tune-module__head' }, [
            h('span', { class: 'tune-module__index' }, String(props.index + 1)),
            // Named as the replies and the revision log name it; the type's title beside a given name only.
            h('strong', store.names.value.module(module.id)),
            module.name && h('span', { class: 'tune-module__type' }, store.names.value.type(module.type)),
            h(
              'button',
              {
                type: 'button',
                class: 'tune-bypass',
                'aria-pressed': bypassed,
                disabled: store.busy.value,
                onClick: () => setParam('bypass', !bypassed),
              },
              bypassed ? words().studio.bypassed : words().studio.bypass,
            ),
          ]),
          h('div', { class: 'tune-module__params' }, [
            ...(definition?.params ?? []).map((spec) =>
              h(ParamField, {
                key: spec.key,
                spec,
                value: module.params[spec.key] ?? spec.default,
                disabled: store.busy.value,
                onCommit: (value: ParamValue) => setParam(spec.key, value),
              }),
            ),
          ]),
          h(InlineAssist, {
            copilot,
            prompt: words().studio.paramsQuestion,
            label: fill(words().studio.assistLabel, { question: words().studio.paramsQuestion }),
            // The module goes as this message's focus; the server reads it from the project, not from text.
            state: () => ({ focus: { moduleId: module.id } }),
          }),
        ],
      )
    }
  },
})
