import { defineComponent, h, onScopeDispose } from 'vue'
import { DashboardView } from './dashboard/dashboard-view.ts'
import { DriveControl } from './dashboard/drive-control.ts'
import { DialogView } from './dialog/dialog-view.ts'
import { useDialog } from './dialog/use-dialog.ts'
import { newDemoCar } from './link/demo-car.ts'
import { createVehicleLink } from './link/vehicle-link.ts'

const STATUS_TEXT = { connecting: '正在连接', online: '已连接', reconnecting: '连接中断，正在重连' }

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
    return () =>
      h('div', { class: 'cockpit' }, [
        h('header', { class: 'cockpit__bar' }, [
          h('strong', 'Mindwire 智能座舱'),
          h('span', { class: 'cockpit__vehicle' }, props.demo ? '你的演示车' : `车辆 ${props.vehicleId}`),
          props.demo &&
            h('button', { type: 'button', class: 'cockpit__reset', onClick: freshCar }, '换一辆新车'),
          h('a', { class: 'cockpit__app-link', href: '/analyst.html' }, '音频分析'),
          h(
            'span',
            {
              class: ['cockpit__link', `cockpit__link--${link.status.value}`],
              'data-status': link.status.value,
            },
            STATUS_TEXT[link.status.value],
          ),
        ]),
        h('main', { class: 'cockpit__car' }, [
          h(DriveControl, { link }),
          h(DashboardView, { state: link.state.value }),
        ]),
        h('aside', { class: 'cockpit__talk' }, [h(DialogView, { dialog })]),
      ])
  },
})
