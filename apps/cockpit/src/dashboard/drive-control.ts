import { defineComponent, h, type PropType } from 'vue'
import { words } from '../cockpit-words.ts'
import type { VehicleLink } from '../link/vehicle-link.ts'

const GEARS = ['P', 'R', 'N', 'D'] as const

/**
 * Speed and gear, as the car would report them (`vehicle:state_update`), so a person can watch the safety
 * rules act: at 100 km/h the trunk stays shut and the windows do not open past half.
 */
export const DriveControl = defineComponent({
  name: 'DriveControl',
  props: { link: { type: Object as PropType<VehicleLink>, required: true } },
  setup(props) {
    const report = (patch: Record<string, unknown>) => props.link.send('vehicle:state_update', patch)
    return () => {
      const state = props.link.state.value
      const speed = Number(state?.speed ?? 0)
      const gear = String(state?.gear ?? 'P')
      const say = words()
      return h('section', { class: 'drive', 'data-panel': 'drive' }, [
        h('h2', say.drive),
        h('label', { class: 'drive__speed' }, [
          h('span', say.speed),
          h('input', {
            type: 'range',
            min: 0,
            max: 160,
            step: 10,
            value: speed,
            'aria-label': say.speed,
            onChange: (event: Event) => {
              const value = Number((event.target as HTMLInputElement).value)
              report(value > 0 && gear === 'P' ? { speed: value, gear: 'D' } : { speed: value })
            },
          }),
          h('output', { 'data-field': 'speed' }, `${speed} km/h`),
        ]),
        h(
          'div',
          { class: 'drive__gears', role: 'group', 'aria-label': say.gear },
          GEARS.map((name) =>
            h(
              'button',
              {
                type: 'button',
                class: ['drive__gear', gear === name && 'drive__gear--on'],
                'data-gear': name,
                'aria-pressed': gear === name,
                // The car refuses P or R while moving; the control does too.
                disabled: speed > 0 && (name === 'P' || name === 'R'),
                onClick: () => report({ gear: name }),
              },
              name,
            ),
          ),
        ),
      ])
    }
  },
})
