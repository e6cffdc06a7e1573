import type { Position, SignalType } from './detect-intent.ts'

const has = (text: string, pattern: RegExp) => pattern.test(text)

/** The seat a request names; the driver's when it names none. */
export function positionIn(text: string): Position {
  if (has(text, /副驾|passenger/)) return 'passenger'
  if (has(text, /后排|后座|rear|back (?:seat|row)/)) return 'rear'
  return 'driver'
}

/** Pink noise when the request says so; a sweep otherwise. */
export function signalTypeIn(text: string): SignalType {
  return has(text, /粉红?噪|pink/) ? 'pink' : 'sweep'
}

/** The vehicle signal a request names, if any. */
export function signalIn(text: string): string | undefined {
  if (has(text, /平滑.*车速|车速.*平滑|smoothed/)) return 'vehicle.speed.smoothed'
  if (has(text, /车速|速度|speed/)) return 'vehicle.speed'
  if (has(text, /转速|rpm|revs/)) return 'vehicle.rpm'
  if (has(text, /噪声|噪音|noise/)) return 'cabin.noise.db'
  if (has(text, /油门|throttle|accelerator/)) return 'vehicle.throttle'
  if (has(text, /挡位|档位|\bgear/)) return 'vehicle.gear'
  if (has(text, /负载|扭矩|\bload\b|torque/)) return 'vehicle.load'
  return undefined
}

/** How a binding maps the signal: named in the request, else offset (added to the value set). */
export function modeIn(text: string): string {
  if (has(text, /multiplier|乘|倍数/)) return 'multiplier'
  if (has(text, /absolute|绝对/)) return 'absolute'
  return 'offset'
}

/** The XiTest suite a request names. */
export function suiteIn(text: string): string | undefined {
  if (has(text, /tuning[- ]?target|目标曲线|调音目标|目标/)) return 'tuning-target'
  if (has(text, /headroom|削波|clip|余量/)) return 'headroom'
  if (has(text, /crossover|分频/)) return 'crossover'
  if (has(text, /latency|延迟|延时/)) return 'latency'
  if (has(text, /regression|回归|全部用例|all (?:the )?tests/)) return 'regression'
  return undefined
}

/** The app of the suite a request names. */
export function appIn(text: string): string | undefined {
  const match = text.match(/xi[- ]?(studio|tune|test|forge|probe)|\b(tune|forge|probe)\b|tune 里|(studio)\b/)
  const name = match?.[1] ?? match?.[2] ?? match?.[3]
  if (name) return `xi-${name}`
  if (has(text, /调音台|调音 app|tune app/)) return 'xi-tune'
  return undefined
}

/** A certification level a request asks for (ASIL-A…D, QM). */
export function certificationIn(text: string): string | undefined {
  const match = text.match(/asil[- ]?([a-d])\b/i)
  if (match) return `ASIL-${match[1]!.toUpperCase()}`
  return /\bqm\b/i.test(text) ? 'QM' : undefined
}
