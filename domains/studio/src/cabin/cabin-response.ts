import type { Biquad, ComplexResponse } from '@mindwire/dsp'
import { butterworth, highShelf, peaking } from '@mindwire/dsp'
import { branchResponse } from '../dsp/module-response.ts'
import { type CabinAcoustics, cabinAcoustics, type Seat } from './vehicle-models.ts'

const SPEED_OF_SOUND = 343

/** The filter sections that model a seat's speaker + cabin response. */
export function cabinSections(acoustics: CabinAcoustics, sampleRate: number): Biquad[] {
  const sections = [
    ...butterworth('highpass', acoustics.speakerHpfHz, acoustics.speakerHpfOrder, sampleRate),
    peaking(acoustics.mode.fc, acoustics.mode.gainDb, acoustics.mode.q, sampleRate),
    peaking(acoustics.dip.fc, acoustics.dip.gainDb, acoustics.dip.q, sampleRate),
    ...acoustics.ripples.map((r) => peaking(r.fc, r.gainDb, r.q, sampleRate)),
  ]
  if (acoustics.rolloff)
    sections.push(highShelf(acoustics.rolloff.fc, acoustics.rolloff.gainDb, 0.7, sampleRate))
  return sections
}

/** The complex speaker + cabin response at a seat of a simulated vehicle, on a frequency grid. */
export function cabinResponse(
  vehicleModel: string,
  seat: Seat,
  frequencies: ArrayLike<number>,
  sampleRate: number,
): ComplexResponse {
  const acoustics = cabinAcoustics(vehicleModel, seat)
  return branchResponse(
    {
      sections: cabinSections(acoustics, sampleRate),
      gain: 1,
      delaySeconds: acoustics.distanceM / SPEED_OF_SOUND,
    },
    frequencies,
    sampleRate,
  )
}
