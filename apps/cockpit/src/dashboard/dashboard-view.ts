import { defineComponent, h, type PropType } from 'vue'
import { phrase, words } from '../cockpit-words.ts'
import type { VehicleState } from '../link/vehicle-link.ts'
import { panels } from './panels.ts'

/** The car's parts as cards, redrawn from every `vehicle:state` the server sends. */
export const DashboardView = defineComponent({
  name: 'DashboardView',
  props: { state: { type: Object as PropType<VehicleState | null>, default: null } },
  setup(props) {
    return () => {
      if (!props.state) return h('p', { class: 'dashboard__loading' }, words().loading)
      return h(
        'div',
        { class: 'dashboard' },
        panels(props.state).map((panel) =>
          h('section', { class: 'panel', 'data-panel': panel.id, key: panel.id }, [
            h('h2', phrase(panel.title)),
            h(
              'dl',
              panel.rows.map((row) =>
                h(
                  'div',
                  { class: ['panel__row', row.active && 'panel__row--active'], 'data-field': row.field },
                  [h('dt', phrase(row.label)), h('dd', phrase(row.value))],
                ),
              ),
            ),
          ]),
        ),
      )
    }
  },
})
