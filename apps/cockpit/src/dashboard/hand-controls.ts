import { defineComponent, h, type PropType, type VNode } from 'vue'
import { fill, words } from '../cockpit-words.ts'
import type { Dialog } from '../dialog/use-dialog.ts'
import type { VehicleLink } from '../link/vehicle-link.ts'

// The ranges the car takes (COCKPIT_CONTRACT.md): the buttons stop at their ends rather than ask for more.
const TEMPERATURE = { min: 16, max: 32 }
const SEAT_HEATING_LEVELS = [0, 1, 2, 3] as const
const VOLUME_STEP = 10

/**
 * What a driver sets by hand: the air conditioning and its temperature, the driver's window, the driver's
 * seat heating and the volume. A control never writes the car's state: it sends the command a driver
 * would say (the words files' `hand`), so the server's safety rules judge it, a confirmation is asked when
 * a rule wants one, the car carries it out, and the conversation shows it like any other command.
 */
export const HandControls = defineComponent({
  name: 'HandControls',
  props: {
    link: { type: Object as PropType<VehicleLink>, required: true },
    dialog: { type: Object as PropType<Dialog>, required: true },
  },
  setup(props) {
    const command = (text: string) => props.dialog.say(text)
    const button = (
      action: string,
      label: string,
      text: string,
      options: { on?: boolean; off?: boolean } = {},
    ) =>
      h(
        'button',
        {
          type: 'button',
          class: ['hand__button', options.on && 'hand__button--on'],
          'data-action': action,
          'aria-pressed': options.on === undefined ? undefined : options.on,
          // One command at a time: the next waits for the car's answer to this one.
          disabled: options.off || props.dialog.busy.value || props.dialog.pending.value.length > 0,
          onClick: () => command(text),
        },
        label,
      )
    return () => {
      const state = props.link.state.value
      if (!state) return null
      const say = words()
      const hand = say.hand
      const ac = state.ac ?? {}
      const temperature = Number(ac.temperature ?? 22)
      const window = Number(state.windows?.frontLeft ?? 0)
      const heating = Number(state.seats?.driver?.heatingLevel ?? 0)
      const volume = Number(state.music?.volume ?? 0)
      const row = (name: string, label: string, controls: VNode[]) =>
        h('div', { class: 'hand__row', 'data-control': name }, [
          h('span', { class: 'hand__label' }, label),
          ...controls,
        ])
      return h('section', { class: 'hand', 'data-panel': 'hand' }, [
        h('h2', hand.title),
        row('ac', hand.ac, [
          button('ac-toggle', ac.isOn ? hand.on : hand.off, ac.isOn ? hand.say.acOff : hand.say.acOn, {
            on: Boolean(ac.isOn),
          }),
          button('temperature-down', '−', fill(hand.say.temperature, { n: temperature - 1 }), {
            off: temperature <= TEMPERATURE.min,
          }),
          h('output', { class: 'hand__value', 'data-value': 'temperature' }, `${temperature} °C`),
          button('temperature-up', '+', fill(hand.say.temperature, { n: temperature + 1 }), {
            off: temperature >= TEMPERATURE.max,
          }),
        ]),
        row('window', hand.window, [
          button('window-open', hand.open, hand.say.windowOpen, { off: window >= 100 }),
          button('window-close', hand.close, hand.say.windowClose, { off: window <= 0 }),
        ]),
        row(
          'seat-heating',
          hand.seatHeating,
          SEAT_HEATING_LEVELS.map((level) =>
            button(
              `seat-heating-${level}`,
              level === 0 ? hand.off : String(level),
              level === 0 ? hand.say.seatHeatingOff : fill(hand.say.seatHeating, { n: level }),
              { on: heating === level },
            ),
          ),
        ),
        row('volume', hand.volume, [
          button('volume-down', '−', fill(hand.say.volume, { n: Math.max(0, volume - VOLUME_STEP) }), {
            off: volume <= 0,
          }),
          h('output', { class: 'hand__value', 'data-value': 'volume' }, String(volume)),
          button('volume-up', '+', fill(hand.say.volume, { n: Math.min(100, volume + VOLUME_STEP) }), {
            off: volume >= 100,
          }),
        ]),
      ])
    }
  },
})
