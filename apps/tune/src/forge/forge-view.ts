import { useAIGenerate } from '@mindwire/vue'
import { computed, defineComponent, h, shallowRef } from 'vue'
import type { GeneratedCodeData } from '../api/studio-types.ts'
import { useProjectStore } from '../project/project-store.ts'
import { fill, words } from '../tune-words.ts'
import { LatestTuningPanel } from './tuning-panel-view.ts'

/**
 * The module kinds XiForge generates (domains/studio/src/forge/module-kinds.ts), in the person's words: the
 * word files' `forge.kinds`, in their order.
 */
const kinds = () =>
  Object.entries(words().forge.kinds as Record<string, string>).map(([id, label]) => ({ id, label }))

/** XiForge: a module definition in, the generated TypeScript out, with its compile and behaviour-test outcome. */
export const ForgeView = defineComponent({
  name: 'ForgeView',
  setup() {
    const store = useProjectStore()
    const forge = useAIGenerate({ projectId: () => store.projectId.value ?? '' })
    const form = shallowRef({ name: 'PeakLimiter', kind: 'limiter', description: '' })
    const data = computed(() => forge.artifact.value?.data as GeneratedCodeData | undefined)

    function field(key: 'name' | 'description', label: string, attrs: Record<string, unknown> = {}) {
      return h('label', { class: 'tune-field' }, [
        h('span', label),
        h('input', {
          value: form.value[key],
          onInput: (event: Event) => {
            form.value = { ...form.value, [key]: (event.target as HTMLInputElement).value }
          },
          ...attrs,
        }),
      ])
    }

    function submit(event: Event) {
      event.preventDefault()
      const { name, kind, description } = form.value
      void forge.generate({
        moduleDef: { name: name.trim(), ...(kind ? { kind } : {}), ...(description ? { description } : {}) },
        prompt: description,
      })
    }

    return () => {
      const generated = data.value
      const say = words().forge
      return h('div', { class: 'tune-view tune-xiforge' }, [
        h('form', { class: 'tune-panel tune-forge-form', onSubmit: submit }, [
          h('h2', say.definition),
          field('name', say.name, { required: true, maxlength: 64, 'data-field': 'name' }),
          h('label', { class: 'tune-field' }, [
            h('span', say.kind),
            h(
              'select',
              {
                value: form.value.kind,
                'data-field': 'kind',
                onChange: (event: Event) => {
                  form.value = { ...form.value, kind: (event.target as HTMLSelectElement).value }
                },
              },
              kinds().map((kind) => h('option', { value: kind.id }, kind.label)),
            ),
          ]),
          field('description', say.description, {
            placeholder: say.descriptionPlaceholder,
            maxlength: 500,
          }),
          h(
            'button',
            { type: 'submit', class: 'tune-primary', disabled: forge.generating.value },
            forge.generating.value ? say.generating : say.generate,
          ),
        ]),
        forge.error.value &&
          h('p', { class: 'tune-notice tune-notice--error', role: 'alert' }, forge.error.value.message),
        generated &&
          h('section', { class: 'tune-panel', 'data-testid': 'generated' }, [
            h('h3', [
              h('code', generated.fileName),
              ' ',
              h(
                'span',
                { class: generated.ok ? 'tune-pass' : 'tune-fail' },
                generated.ok ? say.allPassed : say.notPassed,
              ),
            ]),
            h('p', { class: 'tune-muted' }, generated.summary),
            h('p', [
              fill(say.compile, {
                result: generated.compile.ok ? say.passed : say.failed,
                ms: generated.compile.ms.toFixed(0),
              }),
              fill(say.tests, {
                passed: generated.test.cases.filter((c) => c.ok).length,
                total: generated.test.cases.length,
              }),
            ]),
            h(
              'ul',
              { class: 'tune-cases' },
              generated.test.cases.map((c) =>
                h(
                  'li',
                  { key: c.name, class: c.ok ? 'tune-pass' : 'tune-fail' },
                  `${c.ok ? '✓' : '✗'} ${c.name}`,
                ),
              ),
            ),
            h('details', [h('summary', say.code), h('pre', { class: 'tune-code' }, generated.code)]),
          ]),
        h(LatestTuningPanel),
      ])
    }
  },
})
