import type { VehicleSignalName } from './signal-catalogue.ts'

/** The phases of the simulated drive, in seconds from the start. */
export const DRIVE_PHASES = [
  { name: 'idle', startS: 0, endS: 5 },
  { name: 'accelerate', startS: 5, endS: 25 },
  { name: 'cruise', startS: 25, endS: 45 },
  { name: 'brake', startS: 45, endS: 55 },
  { name: 'stop', startS: 55, endS: 60 },
] as const

export type DrivePhase = (typeof DRIVE_PHASES)[number]['name']

export interface DriveOptions {
  /** Samples per second; 10 Hz (a typical CAN update rate) by default. */
  sampleRateHz?: number
  /** Time constant of `vehicle.speed.smoothed`; 1 s by default (GALA chains use 1–3 s). */
  smoothingS?: number
  /** Largest jitter added to the raw speed while moving, in km/h; 0 (a clean drive) by default. */
  speedJitterKmh?: number
  /** Seed of the jitter, so a noisy drive is reproducible too. */
  seed?: number
}

/** Every vehicle signal sampled over the drive: `signals[name][i]` is the value at `times[i]`. */
export interface DriveTrace {
  sampleRateHz: number
  durationS: number
  times: readonly number[]
  signals: Readonly<Record<VehicleSignalName, readonly number[]>>
}

export const DRIVE_DURATION_S = 60
const CRUISE_KMH = 100
const IDLE_RPM = 800
const MAX_RPM = 8000

/** Upshift points and overall ratios of a six-speed gearbox: 100 km/h cruises in sixth at 2400 rpm. */
const GEARS = [
  { upToKmh: 18, rpmPerKmh: 140 },
  { upToKmh: 35, rpmPerKmh: 80 },
  { upToKmh: 55, rpmPerKmh: 55 },
  { upToKmh: 75, rpmPerKmh: 42 },
  { upToKmh: 95, rpmPerKmh: 34 },
  { upToKmh: Number.POSITIVE_INFINITY, rpmPerKmh: 24 },
]

/**
 * A deterministic 60 s drive: idle → accelerate through the gears to 100 km/h → cruise → brake → stop.
 * Pure: the same options give the same trace, so tests and the studio's preview agree.
 */
export function simulateDrive(options: DriveOptions = {}): DriveTrace {
  const sampleRateHz = options.sampleRateHz ?? 10
  const smoothingS = options.smoothingS ?? 1
  if (!(sampleRateHz > 0) || !(smoothingS > 0))
    throw new RangeError('sample rate and smoothing must be positive')
  const jitter = options.speedJitterKmh ?? 0
  const random = xorshift32(options.seed ?? 1)
  const count = Math.floor(DRIVE_DURATION_S * sampleRateHz) + 1
  // The one-pole coefficient for one sample step: a step reaches 63% after smoothingS.
  const k = 1 - Math.exp(-1 / (sampleRateHz * smoothingS))

  const times: number[] = []
  const signals: Record<VehicleSignalName, number[]> = {
    'vehicle.speed': [],
    'vehicle.speed.smoothed': [],
    'vehicle.rpm': [],
    'vehicle.throttle': [],
    'vehicle.gear': [],
    'vehicle.load': [],
    'vehicle.accel': [],
    'cabin.noise.db': [],
  }
  let smoothed = 0
  for (let i = 0; i < count; i++) {
    const t = i / sampleRateHz
    const state = kinematics(t)
    const noise = state.speedKmh > 0 && jitter > 0 ? jitter * (2 * random() - 1) : 0
    const speed = Math.max(0, state.speedKmh + noise)
    smoothed = i === 0 ? speed : smoothed + k * (speed - smoothed)
    const gear = state.speedKmh < 0.5 ? 0 : gearFor(state.speedKmh)
    const rpm = gear === 0 ? IDLE_RPM : clamp(state.speedKmh * GEARS[gear - 1]!.rpmPerKmh, IDLE_RPM, MAX_RPM)
    times.push(t)
    signals['vehicle.speed'].push(speed)
    signals['vehicle.speed.smoothed'].push(smoothed)
    signals['vehicle.rpm'].push(rpm)
    signals['vehicle.throttle'].push(state.throttlePct)
    signals['vehicle.gear'].push(gear)
    signals['vehicle.load'].push(clamp(0.8 * state.throttlePct + 5 * Math.max(0, state.accelMs2), 0, 100))
    signals['vehicle.accel'].push(state.accelMs2)
    signals['cabin.noise.db'].push(cabinNoiseDb(state.speedKmh, rpm))
  }
  return { sampleRateHz, durationS: DRIVE_DURATION_S, times, signals }
}

/** The phase of the drive at a time (the last phase past the end). */
export function drivePhaseAt(t: number): DrivePhase {
  return phaseAt(t).name
}

function phaseAt(t: number): (typeof DRIVE_PHASES)[number] {
  return DRIVE_PHASES.find((phase) => t < phase.endS) ?? DRIVE_PHASES[4]
}

/** A signal's value at a time, held from the last sample at or before it (as a CAN signal holds). */
export function driveValueAt(drive: DriveTrace, name: VehicleSignalName, t: number): number {
  const series = drive.signals[name]
  const index = clamp(Math.floor(t * drive.sampleRateHz + 1e-9), 0, series.length - 1)
  return series[index]!
}

interface Kinematics {
  speedKmh: number
  accelMs2: number
  throttlePct: number
}

/** Speed, acceleration and pedal in closed form per phase, so the trace does not depend on the sample rate. */
function kinematics(t: number): Kinematics {
  const phase = phaseAt(t)
  const u = Math.min(1, (t - phase.startS) / (phase.endS - phase.startS))
  const seconds = phase.endS - phase.startS
  switch (phase.name) {
    case 'accelerate':
      // Acceleration falls linearly to zero, so speed joins the cruise without a kink.
      return {
        speedKmh: CRUISE_KMH * u * (2 - u),
        accelMs2: (2 * CRUISE_KMH * (1 - u)) / seconds / 3.6,
        throttlePct: 30 + 40 * (1 - u),
      }
    case 'cruise':
      return { speedKmh: CRUISE_KMH, accelMs2: 0, throttlePct: 25 }
    case 'brake':
      return { speedKmh: CRUISE_KMH * (1 - u), accelMs2: -CRUISE_KMH / seconds / 3.6, throttlePct: 0 }
    default:
      return { speedKmh: 0, accelMs2: 0, throttlePct: 0 }
  }
}

function gearFor(speedKmh: number): number {
  return GEARS.findIndex((gear) => speedKmh < gear.upToKmh) + 1
}

/**
 * Tyre and wind noise grow roughly with the logarithm of speed in dB (about +7.5 dB per doubling at
 * speed); the engine adds a little with RPM. Idle reads 38 dBA, 100 km/h about 72 dBA.
 */
function cabinNoiseDb(speedKmh: number, rpm: number): number {
  return clamp(38 + 25 * Math.log10(1 + speedKmh / 5) + (4 * (rpm - IDLE_RPM)) / (MAX_RPM - IDLE_RPM), 30, 95)
}

/** xorshift32 in [0, 1): small, fast and reproducible from its seed. */
function xorshift32(seed: number): () => number {
  let state = seed >>> 0 || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 4294967296
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}
