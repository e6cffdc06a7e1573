import { z } from 'zod'
import { deepMerge, SIMULATOR_DEFAULTS } from '../eval/simulator-state.ts'
import { DEFAULT_POSITION } from '../places/geo.ts'

const level = z.number().int().min(0).max(3)
const percent = z.number().min(0).max(100)
const seat = z.object({
  heatingLevel: level,
  ventilationLevel: level,
  massage: z.boolean(),
  recline: percent,
  distance: percent,
  height: percent,
})
const door = z.enum(['open', 'closed'])
const temperature = z.number().min(16).max(32)
const zone = z.object({ isOn: z.boolean(), temperature })
const lat = z.number().min(-90).max(90)
const lon = z.number().min(-180).max(180)
const screen = z.object({ isOn: z.boolean(), brightness: percent })

/**
 * The full vehicle state (seed 002 §4.2.4 plus speed, gear, doors, trunk, wipers, and the round-2
 * sunroof, mirrors, screens, steering wheel, AC zones and exterior lights), with the simulator
 * defaults of tests/data/cockpit/CONVENTIONS.md. Reports from a vehicle are validated against it.
 */
export const vehicleStateSchema = z.object({
  speed: z.number().min(0).max(300),
  gear: z.enum(['P', 'R', 'N', 'D', 'S']),
  ac: z.object({
    isOn: z.boolean(),
    temperature,
    mode: z.enum(['cool', 'heat', 'auto', 'ventilation']),
    fanSpeed: z.number().int().min(1).max(7),
    circulation: z.enum(['inner', 'outer', 'auto']),
    defrostFront: z.boolean(),
    defrostRear: z.boolean(),
    // The driver's zone is `isOn` / `temperature` above; the other zones follow them unless set apart.
    zones: z.object({ passenger: zone, rear: zone }),
  }),
  windows: z.object({ frontLeft: percent, frontRight: percent, rearLeft: percent, rearRight: percent }),
  seats: z.object({ driver: seat, passenger: seat, rearLeft: seat, rearRight: seat }),
  lights: z.object({
    ambientOn: z.boolean(),
    ambientColor: z.string().max(32),
    ambientBrightness: percent,
    readingLightOn: z.boolean(),
    headlightOn: z.boolean(),
    highBeamOn: z.boolean(),
    fogOn: z.boolean(),
    positionOn: z.boolean(),
  }),
  sunroof: z.object({ glass: percent, tilted: z.boolean(), shade: percent }),
  mirrors: z.object({
    leftFolded: z.boolean(),
    rightFolded: z.boolean(),
    leftHeating: z.boolean(),
    rightHeating: z.boolean(),
  }),
  screens: z.object({ center: screen, instrument: screen, passenger: screen, rear: screen }),
  steeringWheel: z.object({ heating: z.boolean() }),
  trunk: door,
  doors: z.object({
    locked: z.boolean(),
    frontLeft: door,
    frontRight: door,
    rearLeft: door,
    rearRight: door,
  }),
  wiper: z.object({ isOn: z.boolean(), speed: z.enum(['low', 'medium', 'high', 'auto']) }),
  music: z.object({
    isPlaying: z.boolean(),
    volume: percent,
    playMode: z.enum(['sequential', 'shuffle', 'repeat_one', 'repeat_all']),
    track: z
      .object({
        title: z.string().max(200).optional(),
        artist: z.string().max(200).optional(),
        genre: z.string().max(100).optional(),
      })
      .optional(),
  }),
  navigation: z.object({
    isNavigating: z.boolean(),
    routePreference: z.enum([
      'fastest',
      'shortest',
      'no_highway',
      'no_toll',
      'avoid_congestion',
      'highway_first',
    ]),
    destination: z.string().max(200).optional(),
    overview: z.boolean().optional(),
    /** The map data's place for the destination; absent when it is not in the map data (家, 公司). */
    place: z.object({ name: z.string().max(200), city: z.string().max(100), lat, lon }).optional(),
    /** Road estimate from the straight-line distance at an urban average speed. */
    remainingKm: z.number().min(0).optional(),
    etaMinutes: z.number().min(0).optional(),
    /** The last search_poi's places, nearest first: what the screen lists and the driver picks from. */
    results: z
      .array(
        z.object({
          name: z.string(),
          category: z.string(),
          city: z.string(),
          lat,
          lon,
          distanceKm: z.number(),
        }),
      )
      .max(20)
      .optional(),
  }),
  /** Where the vehicle is (WGS-84), for nearest-first search and ETA; a vehicle reports it. */
  position: z.object({ lat, lon }).optional(),
  battery: z.object({
    level: percent,
    isCharging: z.boolean(),
    estimatedRangeKm: z.number().min(0).max(2000),
  }),
  tirePressureBar: z.object({
    frontLeft: z.number(),
    frontRight: z.number(),
    rearLeft: z.number(),
    rearRight: z.number(),
  }),
  mileageKm: z.number().min(0),
  /**
   * How the vehicle was registered: `true` for a simulator (the demo page, tests, eval: the server's copy
   * is the car, a screen may set its speed), `false` for a real car (its agent is the only source of its
   * sensors; offline it is reported offline). Set at registration only: no report or patch changes it.
   * Absent in a registry without a store (the edge agent's own, an evaluation): those are simulations.
   */
  simulator: z.boolean().optional(),
  /**
   * Devices that only configuration knows (a function file with the generic `set_state` handler):
   * their last values by function name. Absent until one is used, so built-in states stay as they were.
   */
  custom: z
    .record(z.string(), z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])))
    .optional(),
})

export type VehicleState = z.infer<typeof vehicleStateSchema>

/** A fresh vehicle with the simulator defaults, optionally changed by a deep partial. */
export function defaultVehicleState(partial?: unknown): VehicleState {
  // The position is the cockpit's, not the evaluation simulator's: its defaults stay as the case files know them.
  return deepMerge({ ...(SIMULATOR_DEFAULTS as VehicleState), position: DEFAULT_POSITION }, partial ?? {})
}

const registered = new Map<boolean, VehicleState>()

/**
 * The defaults as one deeply frozen state per kind (simulator or real car), shared by every vehicle
 * registered with them: states are replaced, never changed in place, and a fleet's first requests each
 * register a car (a deep copy each cost a busy server about 0.05 ms).
 */
export function sharedDefaultState(simulator: boolean): VehicleState {
  let state = registered.get(simulator)
  if (!state) {
    state = deepFreeze({ ...defaultVehicleState(), simulator })
    registered.set(simulator, state)
  }
  return state
}

/** True for a vehicle that is a simulation (registered as one, or in a registry without a store). */
export function isSimulator(state: VehicleState): boolean {
  return state.simulator !== false
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

/** Applies a deep partial to a state; the result is validated, so a bad report changes nothing. */
export function patchVehicleState(
  state: VehicleState,
  patch: unknown,
): { ok: true; state: VehicleState } | { ok: false; error: string } {
  // The kind is fixed at registration: a report cannot turn a real car into a simulator or back.
  const merged = vehicleStateSchema.safeParse({ ...deepMerge(state, patch), simulator: state.simulator })
  if (merged.success) return { ok: true, state: merged.data }
  const issues = merged.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  return { ok: false, error: `invalid vehicle state: ${issues.join('; ')}` }
}
