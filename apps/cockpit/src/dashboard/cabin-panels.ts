import { onOff } from './labels.ts'
import type { Panel, PanelRow } from './panels.ts'

type State = Record<string, any>

const SCREENS: Array<[string, string]> = [
  ['center', '中控屏'],
  ['instrument', '仪表屏'],
  ['passenger', '副驾屏'],
  ['rear', '后排屏'],
]
const LAMPS: Array<[string, string]> = [
  ['headlightOn', '大灯'],
  ['highBeamOn', '远光'],
  ['fogOn', '雾灯'],
  ['positionOn', '示廓灯'],
]

// A switch the car reports as a row; one it does not report (an older car) is no row at all.
function switchRow(label: string, on: unknown, field: string): PanelRow[] {
  return on === undefined ? [] : [{ label, value: onOff(on), field, active: Boolean(on) }]
}

/** The exterior lamps of COCKPIT_CONTRACT.md round 2, for the lights panel. */
export function exteriorLampRows(lights: State = {}): PanelRow[] {
  return LAMPS.flatMap(([key, name]) => switchRow(name, lights[key], `lights.${key}`))
}

/** The passenger's and the rear climate zones (round 2), for the climate panel. */
export function zoneRows(ac: State = {}): PanelRow[] {
  const zones: Array<[string, string]> = [
    ['passenger', '副驾温区'],
    ['rear', '后排温区'],
  ]
  return zones.flatMap(([key, name]) => {
    const zone = ac.zones?.[key]
    if (!zone) return []
    const value = ac.isOn && zone.isOn ? `${zone.temperature} °C` : '关'
    return [{ label: name, value, field: `ac.zones.${key}`, active: Boolean(ac.isOn && zone.isOn) }]
  })
}

/** Seat massage per seat (round 2), for the seats panel. */
export function massageRows(seats: State, names: Array<[string, string]>): PanelRow[] {
  return names.flatMap(([key, name]) => switchRow(`${name}按摩`, seats[key]?.massage, `seats.${key}.massage`))
}

/** Screens, mirrors and the steering wheel (round 2): the cabin's devices beside the body. */
export function cabin({ screens = {}, mirrors = {}, steeringWheel = {} }: State): Panel {
  const rows: PanelRow[] = SCREENS.flatMap(([key, name]) => {
    const screen = screens[key]
    if (!screen) return []
    const value = screen.isOn ? `亮 ${screen.brightness}%` : '关'
    return [{ label: name, value, field: `screens.${key}`, active: screen.isOn }]
  })
  const folded = mirrors.leftFolded === undefined ? undefined : mirrors.leftFolded || mirrors.rightFolded
  if (folded !== undefined)
    rows.push({ label: '后视镜', value: folded ? '已折叠' : '展开', field: 'mirrors.folded', active: folded })
  rows.push(...switchRow('后视镜加热', mirrors.leftHeating ?? mirrors.rightHeating, 'mirrors.heating'))
  rows.push(...switchRow('方向盘加热', steeringWheel.heating, 'steeringWheel.heating'))
  return { id: 'cabin', title: '座舱', rows }
}
