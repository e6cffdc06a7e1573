import { computed, defineComponent, h, onMounted, shallowRef } from 'vue'
import type { VehicleSignal } from '../api/studio-types.ts'
import { useProjectStore } from '../project/project-store.ts'
import { fill, words } from '../tune-words.ts'

/** The binding modes in the person's words (the word files' `studio.modes`). */
const modes = () => Object.entries(words().studio.modes).map(([id, label]) => ({ id, label }))

/** Parameters bound to vehicle signals (bind-param-to-signal), and a form to bind one more. */
export const BindingsPanel = defineComponent({
  name: 'BindingsPanel',
  setup() {
    const store = useProjectStore()
    const signals = shallowRef<VehicleSignal[]>([])
    const choice = shallowRef({ target: '', signalName: '', mode: 'offset' })
    onMounted(async () => {
      signals.value = await store.api.signals().catch(() => [])
    })
    // Only number parameters follow a signal: `moduleId.paramKey` for each.
    const targets = computed(() =>
      (store.project.value?.document.chain.modules ?? []).flatMap((module) => {
        const definition = store.catalogue.value.find((entry) => entry.id === module.type)
        return (definition?.params ?? [])
          .filter((spec) => spec.type === 'number')
          .map((spec) => ({
            id: `${module.id}.${spec.key}`,
            label: fill(words().studio.summaries.paramOf, {
              module: store.names.value.module(module.id),
              param: store.names.value.param(spec.key, module),
            }),
          }))
      }),
    )

    async function bind(event: Event) {
      event.preventDefault()
      const { target, signalName, mode } = choice.value
      const [moduleId, paramKey] = target.split('.')
      if (!moduleId || !paramKey || !signalName) return
      await store.edit([{ tool: 'bind-param-to-signal', args: { moduleId, paramKey, signalName, mode } }])
    }

    const select = (
      field: 'target' | 'signalName' | 'mode',
      options: { id: string; label: string }[],
      label: string,
    ) =>
      h(
        'select',
        {
          'aria-label': label,
          value: choice.value[field],
          onChange: (event: Event) => {
            choice.value = { ...choice.value, [field]: (event.target as HTMLSelectElement).value }
          },
        },
        [
          h('option', { value: '', disabled: true }, label),
          ...options.map((o) => h('option', { value: o.id }, o.label)),
        ],
      )

    // A bound signal by its title in the page's language; a name the catalogue does not know is shown as it is.
    const signalTitle = (name: string) => {
      const signal = signals.value.find((s) => s.name === name)
      if (!signal) return name
      return words().locale === 'en' ? signal.title : signal.titleZh
    }

    return () => {
      const bindings = store.project.value?.document.chain.bindings ?? []
      const say = words().studio
      const english = words().locale === 'en'
      return h('section', { class: 'tune-panel tune-bindings' }, [
        h('h3', say.bindings),
        bindings.length === 0
          ? h('p', { class: 'tune-muted' }, say.noBindings)
          : h(
              'ul',
              bindings.map((binding) =>
                h(
                  'li',
                  { key: `${binding.moduleId}.${binding.paramKey}`, 'data-binding': binding.signalName },
                  [
                    fill(say.summaries.paramOf, {
                      module: store.names.value.module(binding.moduleId),
                      param: store.names.value.param(binding.paramKey, { id: binding.moduleId }),
                    }),
                    ' ← ',
                    signalTitle(binding.signalName),
                    ` (${(say.modes as Record<string, string>)[binding.mode] ?? binding.mode})`,
                  ],
                ),
              ),
            ),
        h('form', { class: 'tune-inline-form', onSubmit: bind }, [
          select('target', targets.value, say.parameter),
          select(
            'signalName',
            signals.value.map((s) => ({
              id: s.name,
              label: english ? s.title : s.titleZh,
            })),
            say.signal,
          ),
          select('mode', modes(), say.mode),
          h('button', { type: 'submit', disabled: store.busy.value }, say.bind),
        ]),
      ])
    }
  },
})
