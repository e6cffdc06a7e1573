/** The simulator defaults of tests/data/cockpit/CONVENTIONS.md; a case's `state` is a deep partial of it. */
export const SIMULATOR_DEFAULTS = {
  speed: 0,
  gear: 'P',
  ac: {
    isOn: false,
    temperature: 24,
    mode: 'auto',
    fanSpeed: 3,
    circulation: 'auto',
    defrostFront: false,
    defrostRear: false,
    // Per-zone climate (round 2); `temperature` above is the driver's zone.
    zones: {
      passenger: { isOn: false, temperature: 24 },
      rear: { isOn: false, temperature: 24 },
    },
  },
  windows: { frontLeft: 0, frontRight: 0, rearLeft: 0, rearRight: 0 },
  seats: {
    driver: { heatingLevel: 0, ventilationLevel: 0, massage: false, recline: 50, distance: 50, height: 50 },
    passenger: {
      heatingLevel: 0,
      ventilationLevel: 0,
      massage: false,
      recline: 50,
      distance: 50,
      height: 50,
    },
    rearLeft: { heatingLevel: 0, ventilationLevel: 0, massage: false, recline: 50, distance: 50, height: 50 },
    rearRight: {
      heatingLevel: 0,
      ventilationLevel: 0,
      massage: false,
      recline: 50,
      distance: 50,
      height: 50,
    },
  },
  lights: {
    ambientOn: false,
    ambientColor: '#ffffff',
    ambientBrightness: 50,
    readingLightOn: false,
    headlightOn: false,
    highBeamOn: false,
    fogOn: false,
    positionOn: false,
  },
  sunroof: { glass: 0, tilted: false, shade: 0 },
  mirrors: { leftFolded: false, rightFolded: false, leftHeating: false, rightHeating: false },
  screens: {
    center: { isOn: true, brightness: 60 },
    instrument: { isOn: true, brightness: 60 },
    passenger: { isOn: false, brightness: 60 },
    rear: { isOn: false, brightness: 60 },
  },
  steeringWheel: { heating: false },
  trunk: 'closed',
  doors: { locked: true, frontLeft: 'closed', frontRight: 'closed', rearLeft: 'closed', rearRight: 'closed' },
  wiper: { isOn: false, speed: 'low' },
  music: { isPlaying: false, volume: 30, playMode: 'sequential' },
  navigation: { isNavigating: false, routePreference: 'fastest' },
  battery: { level: 78, isCharging: false, estimatedRangeKm: 410 },
  tirePressureBar: { frontLeft: 2.4, frontRight: 2.4, rearLeft: 2.4, rearRight: 2.3 },
  mileageKm: 12345,
}

export type SimulatorState = typeof SIMULATOR_DEFAULTS

/** A fresh copy of `base` with `patch` merged in depth: objects merge, everything else replaces. */
export function deepMerge<T>(base: T, patch: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(patch))
    return (patch === undefined ? structuredClone(base) : patch) as T
  const out: Record<string, unknown> = structuredClone(base)
  for (const [key, value] of Object.entries(patch)) {
    // A key that names the prototype would change what the merged object inherits, not its data.
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue
    out[key] = Object.hasOwn(out, key) ? deepMerge(out[key], value) : value
  }
  return out as T
}

/** The simulator defaults with a case's partial `state` merged in. */
export function simulatorState(partial?: Record<string, unknown>): SimulatorState {
  return deepMerge(SIMULATOR_DEFAULTS, partial ?? {})
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
