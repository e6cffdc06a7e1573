/** A simulated vehicle the measurement can run in. */
export interface VehicleModel {
  id: string
  name: string
  nameZh: string
}

/** The listening seats a measurement microphone can sit at. */
export const SEATS = ['driver', 'passenger', 'rear'] as const
export type Seat = (typeof SEATS)[number]

/** Chinese and English names of the seats. */
export const SEAT_NAMES: Record<Seat, { name: string; nameZh: string }> = {
  driver: { name: 'Driver', nameZh: '主驾' },
  passenger: { name: 'Front passenger', nameZh: '副驾' },
  rear: { name: 'Rear', nameZh: '后排' },
}

/** The simulated vehicle models. */
export const VEHICLE_MODELS: readonly VehicleModel[] = [
  { id: 'sedan-a', name: 'Sedan A', nameZh: '轿车 A' },
  { id: 'suv-b', name: 'SUV B', nameZh: 'SUV B' },
  { id: 'mpv-c', name: 'MPV C', nameZh: 'MPV C' },
]

/** The ids of the simulated vehicle models. */
export const VEHICLE_MODEL_IDS: readonly string[] = VEHICLE_MODELS.map((model) => model.id)

/**
 * The acoustic faults of one (vehicle, seat): a speaker high-pass, a low-frequency cabin mode, a presence
 * dip from reflections and cancellations, an optional high-frequency roll-off, and smaller seat ripples.
 */
export interface CabinAcoustics {
  speakerHpfHz: number
  speakerHpfOrder: number
  mode: { fc: number; gainDb: number; q: number }
  dip: { fc: number; gainDb: number; q: number }
  /** High-shelf loss above fc (rear seats: the head rests and the distance shadow the tweeters). */
  rolloff?: { fc: number; gainDb: number }
  ripples: ReadonlyArray<{ fc: number; gainDb: number; q: number }>
  /** Distance from the nearest speaker (m): the direct-sound delay. */
  distanceM: number
}

// Fixed numbers, not random: every run of every test sees the same car. Larger cabins have lower modes.
const CABINS: Record<string, Record<Seat, CabinAcoustics>> = {
  'sedan-a': {
    driver: {
      speakerHpfHz: 45,
      speakerHpfOrder: 2,
      mode: { fc: 82, gainDb: 6.5, q: 3.5 },
      dip: { fc: 3200, gainDb: -5.5, q: 2.5 },
      ripples: [
        { fc: 420, gainDb: 2, q: 4 },
        { fc: 1250, gainDb: -2.2, q: 5 },
      ],
      distanceM: 0.9,
    },
    passenger: {
      speakerHpfHz: 45,
      speakerHpfOrder: 2,
      mode: { fc: 95, gainDb: 5, q: 3 },
      dip: { fc: 2600, gainDb: -6.5, q: 3 },
      ripples: [
        { fc: 600, gainDb: -2, q: 4 },
        { fc: 5200, gainDb: 2, q: 4 },
      ],
      distanceM: 1.1,
    },
    rear: {
      speakerHpfHz: 45,
      speakerHpfOrder: 2,
      mode: { fc: 70, gainDb: 8.5, q: 4 },
      dip: { fc: 3600, gainDb: -4.5, q: 2 },
      rolloff: { fc: 6000, gainDb: -6 },
      ripples: [{ fc: 300, gainDb: 2.5, q: 3 }],
      distanceM: 1.6,
    },
  },
  'suv-b': {
    driver: {
      speakerHpfHz: 38,
      speakerHpfOrder: 2,
      mode: { fc: 62, gainDb: 7.5, q: 3 },
      dip: { fc: 2900, gainDb: -6, q: 2.5 },
      ripples: [
        { fc: 180, gainDb: -2.5, q: 3 },
        { fc: 900, gainDb: 2, q: 4 },
      ],
      distanceM: 1.0,
    },
    passenger: {
      speakerHpfHz: 38,
      speakerHpfOrder: 2,
      mode: { fc: 55, gainDb: 6, q: 2.5 },
      dip: { fc: 3400, gainDb: -7, q: 3 },
      ripples: [
        { fc: 240, gainDb: 2.5, q: 4 },
        { fc: 7000, gainDb: -2.5, q: 3 },
      ],
      distanceM: 1.2,
    },
    rear: {
      speakerHpfHz: 38,
      speakerHpfOrder: 2,
      mode: { fc: 48, gainDb: 9, q: 3.5 },
      dip: { fc: 2200, gainDb: -5, q: 2 },
      rolloff: { fc: 5000, gainDb: -7 },
      ripples: [{ fc: 130, gainDb: 3, q: 4 }],
      distanceM: 1.9,
    },
  },
  'mpv-c': {
    driver: {
      speakerHpfHz: 55,
      speakerHpfOrder: 3,
      mode: { fc: 110, gainDb: 5, q: 3 },
      dip: { fc: 3800, gainDb: -4.5, q: 2.5 },
      ripples: [
        { fc: 500, gainDb: -2.5, q: 4 },
        { fc: 1800, gainDb: 2, q: 4 },
      ],
      distanceM: 0.95,
    },
    passenger: {
      speakerHpfHz: 55,
      speakerHpfOrder: 3,
      mode: { fc: 100, gainDb: 4.5, q: 2.5 },
      dip: { fc: 2400, gainDb: -8, q: 3.5 },
      ripples: [
        { fc: 350, gainDb: 2, q: 3 },
        { fc: 9000, gainDb: -2, q: 3 },
      ],
      distanceM: 1.15,
    },
    rear: {
      speakerHpfHz: 55,
      speakerHpfOrder: 3,
      mode: { fc: 118, gainDb: 7, q: 4 },
      dip: { fc: 3000, gainDb: -6, q: 2 },
      rolloff: { fc: 7000, gainDb: -6 },
      ripples: [
        { fc: 220, gainDb: -2, q: 3 },
        { fc: 800, gainDb: 2.5, q: 5 },
      ],
      distanceM: 2.4,
    },
  },
}

/** The acoustics of a seat in a vehicle model; throws for an unknown model or seat. */
export function cabinAcoustics(vehicleModel: string, seat: Seat): CabinAcoustics {
  const cabin = CABINS[vehicleModel]?.[seat]
  if (!cabin) throw new Error(`unknown vehicle model or seat: ${vehicleModel} / ${seat}`)
  return cabin
}
