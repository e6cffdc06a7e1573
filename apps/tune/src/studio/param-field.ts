import { defineComponent, h, type PropType, type VNode } from 'vue'
import type { ParamSpec, ParamValue } from '../api/studio-types.ts'
import { words } from '../tune-words.ts'

/** A number typed into a field, or undefined when it is not one (the field then keeps the old value). */
export function parseNumber(text: string): number | undefined {
  const value = Number(text.trim())
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined
}

/**
 * One parameter of a module, edited in the control its type calls for; a change is committed when the
 * field is left (not at every keystroke: each commit is a revision).
 */
export const ParamField = defineComponent({
  name: 'ParamField',
  props: {
    spec: { type: Object as PropType<ParamSpec>, required: true },
    value: { type: [Number, String, Boolean, Array] as PropType<ParamValue>, default: undefined },
    disabled: Boolean,
    onCommit: { type: Function as PropType<(value: ParamValue) => void>, required: true },
  },
  setup(props) {
    return () => {
      const { spec, value, disabled } = props
      const id = `param-${spec.key}`
      // Named as the copilot's replies name it, in the page's language; the key stays in the tooltip.
      const english = words().locale === 'en'
      const name = (english ? spec.label : spec.labelZh) ?? spec.key
      const label = h('label', { for: id, title: `${spec.key}: ${spec.description ?? ''}` }, [
        name,
        spec.unit && h('span', { class: 'tune-unit' }, ` ${spec.unit}`),
      ])
      let control: VNode
      if (spec.type === 'number')
        control = h('input', {
          id,
          type: 'number',
          'data-param': spec.key,
          value,
          min: spec.min,
          max: spec.max,
          step: 'any',
          disabled,
          onChange: (event: Event) => {
            const parsed = parseNumber((event.target as HTMLInputElement).value)
            if (parsed !== undefined && parsed !== value) props.onCommit(parsed)
          },
        })
      else if (spec.type === 'enum')
        control = h(
          'select',
          {
            id,
            'data-param': spec.key,
            value,
            disabled,
            onChange: (event: Event) => props.onCommit((event.target as HTMLSelectElement).value),
          },
          // Each choice named in the page's language; the stored value stays the option's value.
          (spec.values ?? []).map((option, index) =>
            h(
              'option',
              { value: option },
              (english ? spec.valueLabels : spec.valueLabelsZh)?.[index] ?? option,
            ),
          ),
        )
      else if (spec.type === 'boolean')
        control = h('input', {
          id,
          type: 'checkbox',
          'data-param': spec.key,
          checked: value === true,
          disabled,
          onChange: (event: Event) => props.onCommit((event.target as HTMLInputElement).checked),
        })
      else if (spec.type === 'text')
        control = h('input', {
          id,
          'data-param': spec.key,
          value,
          disabled,
          onChange: (event: Event) => props.onCommit((event.target as HTMLInputElement).value),
        })
      // Curves and lists are the agent's or XiForge's to write; shown, not edited here.
      else control = h('code', { 'data-param': spec.key }, JSON.stringify(value))
      return h('div', { class: 'tune-param' }, [label, control])
    }
  },
})
