import { z } from 'zod'
import { floorPow2, welchSpectrum } from './dsp/spectrum.ts'
import { audioOf, defineModule, featureEvidence, r3 } from './module-types.ts'

/**
 * THD of a test tone: the strongest line (or the given fundamental) and the power of harmonics 2…N,
 * each summed over its Hann main lobe, as a ratio in % and dB.
 */
export const thdModule = defineModule({
  summary: {
    id: 'thd',
    stage: 'analysis',
    signalProfiles: ['tone'],
    goals: ['distortion', 'clipping'],
    inputFormat: 'audio',
    outputFormat: 'audio',
    tunableParams: ['fundamentalHz (0 = strongest line, 20–20000)', 'harmonics (2–20, default 10)'],
  },
  accepts: ['audio'],
  params: z
    .object({
      fundamentalHz: z.number().min(0).max(20_000).default(0),
      harmonics: z.number().int().min(2).max(20).default(10),
    })
    .strict(),
  run(input, params, ctx) {
    const { samples, sampleRate } = audioOf(input)
    const size = Math.min(16_384, floorPow2(samples.length))
    const spectrum = welchSpectrum(samples, size, 100)
    const binHz = sampleRate / size
    let fundamentalBin = Math.round(params.fundamentalHz / binHz)
    if (fundamentalBin <= 0) {
      for (let k = 2; k < spectrum.length; k++)
        if (spectrum[k]! > (spectrum[fundamentalBin] ?? 0)) fundamentalBin = k
    }
    const lobe = (bin: number) => {
      let p = 0
      for (let k = Math.max(1, bin - 3); k <= Math.min(spectrum.length - 1, bin + 3); k++) p += spectrum[k]!
      return p
    }
    const fundamental = lobe(fundamentalBin)
    let harmonicPower = 0
    for (let h = 2; h <= params.harmonics; h++) {
      const bin = fundamentalBin * h
      if (bin >= spectrum.length - 3) break
      harmonicPower += lobe(bin)
    }
    const ratio = fundamental > 0 ? Math.sqrt(harmonicPower / fundamental) : 0
    return {
      output: input,
      evidence: [
        featureEvidence(ctx, 'thd', {
          fundamentalHz: r3(fundamentalBin * binHz),
          thdPercent: r3(ratio * 100),
          thdDb: r3(20 * Math.log10(Math.max(ratio, 1e-10))),
        }),
      ],
    }
  },
})
