import { useAIGenerate } from '@mindwire/vue'
import { computed, defineComponent, h, shallowRef } from 'vue'
import type { GeneratedCodeData } from '../api/studio-types.ts'
import { useProjectStore } from '../project/project-store.ts'
import { LatestTuningPanel } from './tuning-panel-view.ts'

/** The module kinds XiForge generates (domains/studio/src/forge/module-kinds.ts), in the person's words. */
const KINDS = [
  { id: '', label: '由描述推断' },
  { id: 'gain', label: '增益' },
  { id: 'limiter', label: '限幅器' },
  { id: 'compressor', label: '压缩器' },
  { id: 'peaking', label: '参量均衡' },
  { id: 'lowShelf', label: '低架' },
  { id: 'highShelf', label: '高架' },
  { id: 'lowPass', label: '低通' },
  { id: 'highPass', label: '高通' },
  { id: 'notch', label: '陷波' },
  { id: 'delay', label: '延时' },
  { id: 'softClipper', label: '软削波' },
  { id: 'noiseGate', label: '噪声门' },
]

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
      return h('div', { class: 'tune-view tune-xiforge' }, [
        h('form', { class: 'tune-panel tune-forge-form', onSubmit: submit }, [
          h('h2', '模块定义'),
          field('name', '名称', { required: true, maxlength: 64, 'data-field': 'name' }),
          h('label', { class: 'tune-field' }, [
            h('span', '类型'),
            h(
              'select',
              {
                value: form.value.kind,
                'data-field': 'kind',
                onChange: (event: Event) => {
                  form.value = { ...form.value, kind: (event.target as HTMLSelectElement).value }
                },
              },
              KINDS.map((kind) => h('option', { value: kind.id }, kind.label)),
            ),
          ]),
          field('description', '描述', {
            placeholder: '例如：输出不超过 -1 dBFS 的前瞻限幅器',
            maxlength: 500,
          }),
          h(
            'button',
            { type: 'submit', class: 'tune-primary', disabled: forge.generating.value },
            forge.generating.value ? '生成中…' : '生成代码',
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
                generated.ok ? '编译通过，测试通过' : '未通过',
              ),
            ]),
            h('p', { class: 'tune-muted' }, generated.summary),
            h('p', [
              `编译：${generated.compile.ok ? '通过' : '失败'}（${generated.compile.ms.toFixed(0)} ms）`,
              `　测试：${generated.test.cases.filter((c) => c.ok).length}/${generated.test.cases.length} 通过`,
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
            h('details', [h('summary', '生成的代码'), h('pre', { class: 'tune-code' }, generated.code)]),
          ]),
        h(LatestTuningPanel),
      ])
    }
  },
})
