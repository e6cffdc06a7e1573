import { DEFAULT_GRID, multiplyInto } from '@mindwire/dsp'
import { cabinResponse } from '../cabin/cabin-response.ts'
import type { Seat } from '../cabin/vehicle-models.ts'
import type { Chain } from '../chain/chain.ts'
import { chainComplexResponse } from '../dsp/chain-response.ts'
import { type Curve, meanLevelDb, smoothFractionalOctave } from './curve.ts'
import { measurementNoiseDb, type SignalType } from './measurement-noise.ts'

/** What to measure: a chain played in a simulated vehicle, heard at a seat. */
export interface MeasureRequest {
  chain: Chain
  sampleRate: number
  vehicleModel: string
  seat: Seat
  signalType: SignalType
  seed: number
  /** Smoothing as a fraction of an octave (default 6, i.e. 1/6 octave). */
  smoothing?: number
  /** Vehicle speed for GALA blocks in the chain (km/h). */
  speedKmh?: number
}

/** A simulated measurement: the smoothed curve and a short summary of it. */
export interface Measurement {
  curve: Curve
  summary: {
    vehicleModel: string
    seat: Seat
    signalType: SignalType
    seed: number
    smoothing: string
    /** Mean level 200 Hz – 2 kHz (dB re the unprocessed input). */
    levelDb: number
    /** Mean level 60–120 Hz minus the mid level: how much bass the seat gets. */
    bassDb: number
    /** Mean level 6–12 kHz minus the mid level. */
    trebleDb: number
  }
}

/** Measures a chain at a seat: chain response × cabin response, plus seeded noise, fractional-octave smoothed. */
export function measure(request: MeasureRequest): Measurement {
  const frequencies = Float64Array.from(DEFAULT_GRID)
  const response = chainComplexResponse(request.chain, frequencies, request)
  multiplyInto(response, cabinResponse(request.vehicleModel, request.seat, frequencies, request.sampleRate))
  const noise = measurementNoiseDb(frequencies, request.signalType, request.seed)
  const raw: Curve = {
    frequencies,
    // A floor of −120 dB keeps a muted chain measurable (a real microphone never reads −∞).
    magnitudeDb: frequencies.map(
      (_, i) => Math.max(-120, 10 * Math.log10(response.re[i]! ** 2 + response.im[i]! ** 2)) + noise[i]!,
    ),
  }
  const fraction = request.smoothing ?? 6
  const curve = smoothFractionalOctave(raw, fraction)
  const levelDb = meanLevelDb(curve)
  return {
    curve,
    summary: {
      vehicleModel: request.vehicleModel,
      seat: request.seat,
      signalType: request.signalType,
      seed: request.seed,
      smoothing: `1/${fraction} oct`,
      levelDb,
      bassDb: meanLevelDb(curve, 60, 120) - levelDb,
      trebleDb: meanLevelDb(curve, 6000, 12_000) - levelDb,
    },
  }
}
