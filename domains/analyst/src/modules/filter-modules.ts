import { applyBiquad, butterworthQs, type CookbookKind, cookbookBiquad } from '@mindwire/dsp'
import { z } from 'zod'
import { type AnalysisModule, type AudioData, defineModule } from './module-types.ts'

const order = z.union([z.literal(2), z.literal(4), z.literal(6), z.literal(8)]).default(2)
const q = z.number().min(0.1).max(50)

function filterModule(
  id: CookbookKind,
  purpose: string,
  defaults: { fc: number; q: number },
  goals: string[],
): AnalysisModule {
  return defineModule({
    summary: {
      id,
      stage: 'filter',
      signalProfiles: ['speech', 'music', 'tone', 'any'],
      goals: [purpose, ...goals],
      inputFormat: 'audio',
      outputFormat: 'audio',
      tunableParams: ['fc (Hz, 10–20000)', `q (0.1–50, default ${defaults.q})`, 'order (2|4|6|8)'],
    },
    accepts: ['audio'],
    params: z
      .object({ fc: z.number().min(10).max(20_000).default(defaults.fc), q: q.default(defaults.q), order })
      .strict(),
    run(input, params) {
      const audio = input as AudioData
      // High/low pass cascades use Butterworth section Qs for the order; band/notch repeat the asked Q.
      const qs =
        id === 'highpass' || id === 'lowpass'
          ? butterworthQs(params.order).map((bq) => (bq * params.q) / Math.SQRT1_2)
          : Array.from({ length: params.order / 2 }, () => params.q)
      let samples = audio.samples
      for (const sectionQ of qs)
        samples = applyBiquad(samples, cookbookBiquad(id, params.fc, sectionQ, audio.sampleRate))
      return { output: { ...audio, samples }, evidence: [] }
    },
  })
}

export const highpassModule = filterModule(
  'highpass',
  'remove rumble and hum below fc',
  { fc: 80, q: Math.SQRT1_2 },
  ['isolate high band'],
)
export const lowpassModule = filterModule(
  'lowpass',
  'keep the band below fc',
  { fc: 4000, q: Math.SQRT1_2 },
  ['isolate low band'],
)
export const bandpassModule = filterModule('bandpass', 'isolate a band around fc', { fc: 1000, q: 1 }, [
  'inspect a resonance or hum band',
])
export const notchModule = filterModule('notch', 'remove a narrow band at fc', { fc: 50, q: 10 }, [
  'suppress hum to test its effect',
])
