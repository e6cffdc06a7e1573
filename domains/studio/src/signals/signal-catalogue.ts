/**
 * A vehicle signal a parameter can be bound to (seed 000 §4.3 bind-param-to-signal). Its range is what a
 * binding maps onto the parameter's range, so it is the signal's useful span, not the CAN encoding's.
 */
export interface VehicleSignal {
  name: string
  /** What a person calls it, in English and Chinese: pages show this, never the name. */
  title: string
  titleZh: string
  unit: string
  min: number
  max: number
  description: string
  descriptionZh: string
  keywords: readonly string[]
  /** Other names for it in the knowledge documents and on CAN (`engine.rpm`, `accelerator.pedal`). */
  aliases?: readonly string[]
}

const SIGNALS = [
  {
    name: 'vehicle.speed',
    title: 'Vehicle speed',
    titleZh: '车速',
    unit: 'km/h',
    min: 0,
    max: 250,
    description: 'Vehicle speed from CAN, updated every 10–100 ms and jumpy.',
    descriptionZh: '车速（CAN 原始信号，更新间隔 10–100 ms，有跳动）',
    keywords: ['车速', '速度', 'speed', 'vehicle speed'],
    aliases: ['speed'],
  },
  {
    name: 'vehicle.speed.smoothed',
    title: 'Smoothed vehicle speed',
    titleZh: '平滑车速',
    unit: 'km/h',
    min: 0,
    max: 250,
    description:
      'Vehicle speed through a one-pole smoother (1 s), the usual source for GALA and EQ bindings.',
    descriptionZh: '平滑后的车速（一阶平滑，时间常数 1 s），GALA 与 EQ 绑定的常用信号',
    keywords: ['平滑车速', '车速', 'smoothed speed', 'speed'],
  },
  {
    name: 'vehicle.rpm',
    title: 'Engine speed',
    titleZh: '发动机转速',
    unit: 'rpm',
    min: 0,
    max: 8000,
    description: 'Engine (or virtual, speed-derived) revolutions per minute.',
    descriptionZh: '发动机转速（电动车为按车速换算的虚拟转速）',
    keywords: ['转速', '发动机转速', 'rpm', 'engine speed', 'revs'],
    aliases: ['engine.rpm', 'rpm'],
  },
  {
    name: 'vehicle.throttle',
    title: 'Accelerator pedal',
    titleZh: '油门踏板开度',
    unit: '%',
    min: 0,
    max: 100,
    description: 'Accelerator pedal position.',
    descriptionZh: '油门踏板开度',
    keywords: ['油门', '踏板', '油门开度', 'throttle', 'accelerator', 'pedal'],
    aliases: ['accelerator.pedal', 'pedal', 'throttle'],
  },
  {
    name: 'vehicle.gear',
    title: 'Gear',
    titleZh: '挡位',
    unit: 'gear',
    min: -1,
    max: 8,
    description: 'Engaged gear: −1 reverse, 0 neutral or park, 1–8 forward.',
    descriptionZh: '挡位：−1 倒挡，0 空挡/驻车，1–8 前进挡',
    keywords: ['挡位', '档位', 'gear'],
    aliases: ['gear'],
  },
  {
    name: 'vehicle.load',
    title: 'Drive load',
    titleZh: '负载',
    unit: '%',
    min: 0,
    max: 100,
    description: 'Drive load: engine or motor torque as a share of its maximum.',
    descriptionZh: '负载：发动机/电机扭矩占最大扭矩的百分比',
    keywords: ['负载', '扭矩', 'load', 'torque'],
    aliases: ['motor.torque', 'engine.load', 'load'],
  },
  {
    name: 'vehicle.accel',
    title: 'Acceleration',
    titleZh: '纵向加速度',
    unit: 'm/s²',
    min: -10,
    max: 5,
    description: 'Longitudinal acceleration; negative while braking.',
    descriptionZh: '纵向加速度（制动时为负）',
    keywords: ['加速度', '加速', '制动', 'acceleration', 'braking'],
    aliases: ['acceleration'],
  },
  {
    name: 'cabin.noise.db',
    title: 'Cabin noise level',
    titleZh: '车内噪声',
    unit: 'dBA',
    min: 30,
    max: 95,
    description: 'A-weighted noise level in the cabin, rising with speed (tyre and wind noise).',
    descriptionZh: '车内噪声声压级（A 计权），随车速升高（胎噪、风噪）',
    keywords: ['车内噪声', '噪声', '路噪', 'cabin noise', 'noise level', 'road noise'],
    aliases: ['cabin.noise'],
  },
] as const satisfies readonly VehicleSignal[]

/** The name of a signal of the catalogue. */
export type VehicleSignalName = (typeof SIGNALS)[number]['name']

/** A signal of the catalogue, whose name a drive trace has a series for. */
export type CatalogueSignal = VehicleSignal & { name: VehicleSignalName }

/** The signals of the Signal Flow canvas, in the order the studio lists them. */
export const VEHICLE_SIGNALS: readonly CatalogueSignal[] = SIGNALS

const byName = new Map<string, CatalogueSignal>()
for (const signal of VEHICLE_SIGNALS)
  for (const name of [signal.name, ...(signal.aliases ?? [])]) byName.set(name.toLowerCase(), signal)

/** A signal by its name or one of its aliases (case-insensitive). */
export function vehicleSignal(name: string): CatalogueSignal | undefined {
  return byName.get(name.trim().toLowerCase())
}
