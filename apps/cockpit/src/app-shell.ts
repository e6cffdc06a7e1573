import { provideCopilotLanguage } from '@mindwire/vue'
import { defineComponent, h, onScopeDispose } from 'vue'
import { fill, language, switchLanguage, words } from './cockpit-words.ts'
import { DashboardView } from './dashboard/dashboard-view.ts'
import { DriveControl } from './dashboard/drive-control.ts'
import { HandControls } from './dashboard/hand-controls.ts'
import { DialogView } from './dialog/dialog-view.ts'
import { useDialog } from './dialog/use-dialog.ts'
import { newDemoCar } from './link/demo-car.ts'
import { createVehicleLink } from './link/vehicle-link.ts'

/** The page: the car's dashboard and driving controls on the left, the conversation on the right. */
export const AppShell = defineComponent({
  name: 'AppShell',
  props: {
    vehicleId: { type: String, required: true },
    /** This browser's own simulated car (it can be swapped for a fresh one), not a car named in the URL. */
    demo: { type: Boolean, default: false },
    token: { type: String, default: '' },
    endpoint: { type: String, default: '' },
  },
  setup(props) {
    // The voice button's labels follow the page's language, switched or not.
    provideCopilotLanguage(language)
    const link = createVehicleLink({
      vehicleId: props.vehicleId,
      token: props.token || undefined,
      endpoint: props.endpoint,
      simulator: props.demo,
    })
    const freshCar = () => {
      newDemoCar(localStorage)
      location.reload()
    }
    const dialog = useDialog(link)
    onScopeDispose(() => link.close())
    return () => {
      const say = words()
      return h('div', { class: 'cockpit', lang: say.locale }, [
        h('header', { class: 'cockpit__bar' }, [
          h('strong', say.brand),
          h(
            'span',
            { class: 'cockpit__vehicle' },
            props.demo ? say.demoCar : fill(say.namedCar, { id: props.vehicleId }),
          ),
          props.demo &&
            h('button', { type: 'button', class: 'cockpit__reset', onClick: freshCar }, say.freshCar),
          h('a', { class: 'cockpit__app-link', href: '/analyst.html' }, say.analyst),
          h('button', { type: 'button', class: 'cockpit__language', onClick: switchLanguage }, say.switchTo),
          h(
            'span',
            {
              class: ['cockpit__link', `cockpit__link--${link.status.value}`],
              'data-status': link.status.value,
            },
            say.status[link.status.value],
          ),
        ]),
        h('main', { class: 'cockpit__car' }, [
          h(DriveControl, { link }),
          h(HandControls, { link, dialog }),
          h(DashboardView, { state: link.state.value }),
        ]),
        h('aside', { class: 'cockpit__talk' }, [h(DialogView, { dialog })]),
      ])
    }
  },
})
