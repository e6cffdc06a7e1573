import { cascadeMagnitudeDb, cookbookBiquad } from '@mindwire/dsp'
import type { BellSides } from '../modules/dsp/bell-over-sides.ts'

/**
 * What a bell reading (floor, hits) should show for a peaking filter, from its closed form: the band's mean
 * |H| over the higher of its sides ¾ octave away, or over their mean (`dsp/bell-over-sides.ts`). The band is
 * 1/12 octave, or the three bins around its centre where that is wider (`frameSize`-point frames).
 */
export function peakingBandExcessDb(
  f0: number,
  q: number,
  gainDb: number,
  rate: number,
  frameSize: number,
  against: BellSides = 'higher',
): number {
  const filter = cookbookBiquad('peaking', f0, q, rate, gainDb)
  const at = (oct: number) => cascadeMagnitudeDb([filter], f0 * 2 ** oct, rate)
  const half = Math.max(1 / 24, Math.log2(1 + (1.5 * rate) / frameSize / f0))
  let band = 0
  for (let i = -8; i <= 8; i++) band += 10 ** (at((half * i) / 8) / 10) / 17
  const sides = against === 'higher' ? Math.max(at(-0.75), at(0.75)) : (at(-0.75) + at(0.75)) / 2
  return 10 * Math.log10(band) - sides
}
