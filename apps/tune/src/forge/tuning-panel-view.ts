import { defineComponent, h, onMounted, type PropType, shallowRef, type VNode, watch } from 'vue'
import type { TuningPanelControl, TuningPanelData } from '../api/studio-types.ts'
import { useRouteCopilot } from '../copilot/use-route-copilot.ts'
import { useProjectStore } from '../project/project-store.ts'
import { fill, words } from '../tune-words.ts'

/** The text of a { zh, en } pair in the page's language. */
const inLanguage = (text: { zh: string; en: string } | undefined, english: boolean) =>
  text && (english ? text.en : text.zh)

const numberOf = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback)

/** One control drawn as its widget: a knob turns with its value, faders and sliders are range inputs. */
function controlView(control: TuningPanelControl) {
  const value = control.value ?? control.default
  const english = words().locale === 'en'
  // Panels saved before labels were added name the parameter by its key.
  const label = h(
    'span',
    { class: 'tune-ui-control__label' },
    inLanguage(control.label, english) ?? control.key,
  )
  const text =
    typeof value === 'boolean'
      ? value
        ? words().forge.on
        : words().forge.off
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value)
  const shown = `${text}${control.unit ? ` ${control.unit}` : ''}`
  let widget: VNode
  if (control.widget === 'knob' && control.min !== undefined && control.max !== undefined) {
    const span = control.max - control.min || 1
    const at = (numberOf(value, control.min) - control.min) / span
    widget = h('span', { class: 'tune-ui-knob', style: { '--turn': `${-135 + 270 * at}deg` } })
  } else if ((control.widget === 'fader' || control.widget === 'slider') && control.min !== undefined)
    widget = h('input', {
      type: 'range',
      class: `tune-ui-${control.widget}`,
      min: control.min,
      max: control.max,
      value: numberOf(value, control.min),
      disabled: true,
    })
  else widget = h('span', { class: `tune-ui-${control.widget}` }, shown)
  return h(
    'div',
    {
      class: ['tune-ui-control', `tune-ui-control--${control.role}`],
      'data-control': control.key,
      'data-widget': control.widget,
      title: inLanguage(control.reason, english),
    },
    [widget, label, h('span', { class: 'tune-ui-control__value' }, shown)],
  )
}

/** A generated tuning panel in its style's colours and font: main controls, advanced folded, omitted listed. */
export const TuningPanelPreview = defineComponent({
  name: 'TuningPanelPreview',
  props: { panel: { type: Object as PropType<TuningPanelData>, required: true } },
  setup(props) {
    return () => {
      const { panel } = props
      const { palette } = panel
      const english = words().locale === 'en'
      const module = english ? panel.module.title : (panel.module.titleZh ?? panel.module.title)
      const style = english ? panel.style.title : panel.style.titleZh
      return h(
        'section',
        {
          class: 'tune-ui-panel',
          'data-testid': 'tuning-ui',
          'data-style': panel.style.id,
          style: {
            '--ui-bg': palette.background,
            '--ui-surface': palette.surface,
            '--ui-accent': palette.accent,
            '--ui-text': palette.text,
            '--ui-muted': palette.muted,
            fontFamily: panel.font,
          },
        },
        [
          h('h3', `${module} · ${style}`),
          ...panel.sections.map((section) =>
            section.collapsed
              ? h('details', { class: 'tune-ui-section', 'data-section': section.id }, [
                  h('summary', words().forge.advanced),
                  h('div', { class: 'tune-ui-grid' }, section.controls.map(controlView)),
                ])
              : h(
                  'div',
                  {
                    class: 'tune-ui-grid',
                    'data-section': section.id,
                    style: { gridTemplateColumns: `repeat(${panel.columns}, minmax(0, 1fr))` },
                  },
                  section.controls.map(controlView),
                ),
          ),
          panel.omitted.length > 0 &&
            h(
              'p',
              { class: 'tune-ui-omitted' },
              fill(words().forge.omitted, {
                keys: panel.omitted
                  .map((o) => inLanguage(o.label, english) ?? o.key)
                  .join(words().forge.listSeparator),
              }),
            ),
        ],
      )
    }
  },
})

/** The project's newest generated tuning panel, read again whenever a copilot reply ends. */
export const LatestTuningPanel = defineComponent({
  name: 'LatestTuningPanel',
  setup() {
    const store = useProjectStore()
    const { copilot } = useRouteCopilot()
    const panel = shallowRef<TuningPanelData>()
    async function load() {
      const projectId = store.projectId.value
      if (!projectId) return
      const [newest] = await store.api.artifacts(projectId, 'tuning-ui')
      panel.value = newest
        ? (await store.api.artifact<TuningPanelData>(projectId, newest.id)).data
        : undefined
    }
    onMounted(() => void load().catch(() => undefined))
    watch([copilot.sending, store.projectId], ([sending]) => {
      if (!sending) void load().catch(() => undefined)
    })
    return () => (panel.value ? h(TuningPanelPreview, { panel: panel.value }) : null)
  },
})
