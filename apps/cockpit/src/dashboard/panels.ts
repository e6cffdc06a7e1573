import type { VehicleState } from '../link/vehicle-link.ts'
import { cabin, exteriorLampRows, massageRows, zoneRows } from './cabin-panels.ts'
import { level, onOff, opening, word } from './labels.ts'

/** One line of a panel: what it is, its value, and the state path it shows (tests and screen readers). */
export interface PanelRow {
  label: string
  value: string
  field: string
  /** Highlighted: something is on or open. */
  active?: boolean
}

export interface Panel {
  id: string
  title: string
  rows: PanelRow[]
}

const SEATS: Array<[string, string]> = [
  ['driver', '主驾'],
  ['passenger', '副驾'],
  ['rearLeft', '左后'],
  ['rearRight', '右后'],
]
const WINDOWS: Array<[string, string]> = [
  ['frontLeft', '左前'],
  ['frontRight', '右前'],
  ['rearLeft', '左后'],
  ['rearRight', '右后'],
]

/**
 * The dashboard's panels from the vehicle state. Parts a car does not report (an older state without a
 * sunroof, say) are left out rather than drawn empty.
 */
export function panels(state: VehicleState): Panel[] {
  return (
    [
      climate(state),
      windows(state),
      seats(state),
      lights(state),
      body(state),
      cabin(state),
      media(state),
      navigation(state),
      status(state),
    ]
      // A row whose field the reported state lacks would read "undefined": it is dropped.
      .map((panel) => ({ ...panel, rows: panel.rows.filter((row) => !row.value.includes('undefined')) }))
      .filter((panel) => panel.rows.length > 0)
  )
}

function climate({ ac = {} }: VehicleState): Panel {
  const rows: PanelRow[] = [
    { label: '空调', value: onOff(ac.isOn), field: 'ac.isOn', active: ac.isOn },
    { label: '温度', value: `${ac.temperature} °C`, field: 'ac.temperature' },
    { label: '模式', value: word(ac.mode), field: 'ac.mode' },
    { label: '风量', value: `${ac.fanSpeed} 档`, field: 'ac.fanSpeed' },
  ]
  rows.push(...zoneRows(ac))
  if (ac.circulation !== undefined)
    rows.push({ label: '循环', value: word(ac.circulation), field: 'ac.circulation' })
  for (const [key, name] of [
    ['defrostFront', '前除霜'],
    ['defrostRear', '后除霜'],
  ] as const)
    if (ac[key] !== undefined)
      rows.push({ label: name, value: onOff(ac[key]), field: `ac.${key}`, active: ac[key] })
  return { id: 'climate', title: '空调', rows }
}

function windows({ windows = {}, sunroof }: VehicleState): Panel {
  const rows: PanelRow[] = WINDOWS.map(([key, name]) => ({
    label: name,
    value: opening(windows[key]),
    field: `windows.${key}`,
    active: windows[key] > 0,
  }))
  if (sunroof?.glass !== undefined)
    rows.push({
      label: '天窗',
      value: opening(sunroof.glass),
      field: 'sunroof.glass',
      active: sunroof.glass > 0,
    })
  if (sunroof?.shade !== undefined)
    rows.push({
      label: '遮阳帘',
      value: opening(sunroof.shade),
      field: 'sunroof.shade',
      active: sunroof.shade > 0,
    })
  return { id: 'windows', title: '车窗', rows }
}

function seats({ seats = {} }: VehicleState): Panel {
  const rows = SEATS.flatMap(([key, name]) => {
    const seat = seats[key] ?? {}
    return [
      {
        label: `${name}加热`,
        value: level(seat.heatingLevel),
        field: `seats.${key}.heatingLevel`,
        active: seat.heatingLevel > 0,
      },
      {
        label: `${name}通风`,
        value: level(seat.ventilationLevel),
        field: `seats.${key}.ventilationLevel`,
        active: seat.ventilationLevel > 0,
      },
    ]
  })
  return { id: 'seats', title: '座椅', rows: [...rows, ...massageRows(seats, SEATS)] }
}

function lights({ lights = {} }: VehicleState): Panel {
  return {
    id: 'lights',
    title: '灯光',
    rows: [
      ...exteriorLampRows(lights),
      {
        label: '氛围灯',
        value: onOff(lights.ambientOn),
        field: 'lights.ambientOn',
        active: lights.ambientOn,
      },
      { label: '颜色', value: String(lights.ambientColor), field: 'lights.ambientColor' },
      { label: '亮度', value: `${lights.ambientBrightness}%`, field: 'lights.ambientBrightness' },
      {
        label: '阅读灯',
        value: onOff(lights.readingLightOn),
        field: 'lights.readingLightOn',
        active: lights.readingLightOn,
      },
    ],
  }
}

function body({ trunk, doors = {}, wiper = {} }: VehicleState): Panel {
  return {
    id: 'body',
    title: '车身',
    rows: [
      { label: '后备箱', value: word(trunk), field: 'trunk', active: trunk === 'open' },
      { label: '车门', value: doors.locked ? '已上锁' : '未上锁', field: 'doors.locked' },
      {
        label: '雨刮',
        value: wiper.isOn ? word(wiper.speed) : '关',
        field: 'wiper',
        active: wiper.isOn,
      },
    ],
  }
}

function media({ music = {} }: VehicleState): Panel {
  const track = [music.track?.artist, music.track?.title ?? music.track?.genre].filter(Boolean).join(' · ')
  return {
    id: 'media',
    title: '音乐',
    rows: [
      {
        label: '状态',
        value: music.isPlaying ? '播放中' : '已暂停',
        field: 'music.isPlaying',
        active: music.isPlaying,
      },
      { label: '曲目', value: track || '—', field: 'music.track' },
      { label: '音量', value: String(music.volume), field: 'music.volume' },
      { label: '模式', value: word(music.playMode), field: 'music.playMode' },
    ],
  }
}

function navigation({ navigation = {} }: VehicleState): Panel {
  return {
    id: 'navigation',
    title: '导航',
    rows: [
      {
        label: '目的地',
        value: navigation.isNavigating ? String(navigation.destination ?? '—') : '未导航',
        field: 'navigation.destination',
        active: navigation.isNavigating,
      },
      { label: '路线', value: word(navigation.routePreference), field: 'navigation.routePreference' },
      // Only when the map data knew the destination: a place navigated to by name has no estimate.
      ...(navigation.isNavigating && navigation.etaMinutes !== undefined
        ? [
            {
              label: '到达',
              value: `约${navigation.etaMinutes}分钟 · ${navigation.remainingKm}公里`,
              field: 'navigation.etaMinutes',
            },
          ]
        : []),
    ],
  }
}

function status({ battery = {}, mileageKm }: VehicleState): Panel {
  return {
    id: 'status',
    title: '车辆',
    rows: [
      {
        label: '电量',
        value: `${battery.level}%${battery.isCharging ? '（充电中）' : ''}`,
        field: 'battery.level',
      },
      { label: '续航', value: `${battery.estimatedRangeKm} km`, field: 'battery.estimatedRangeKm' },
      { label: '里程', value: `${mileageKm} km`, field: 'mileageKm' },
    ],
  }
}
