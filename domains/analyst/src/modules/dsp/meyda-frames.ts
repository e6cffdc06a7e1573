import { frameStarts } from '@mindwire/dsp'
import MeydaModule, { type MeydaAudioFeature, type MeydaFeaturesObject } from 'meyda'

// Meyda's Node entry is CommonJS while its types describe ESM: the instance is either the module
// itself (Node) or its `default` (bundlers).
type MeydaInstance = typeof MeydaModule.default
const Meyda: MeydaInstance =
  (MeydaModule as unknown as { default?: MeydaInstance }).default ?? (MeydaModule as unknown as MeydaInstance)

/**
 * Runs Meyda over up to `maxFrames` evenly spread frames, skipping near-silent ones (their centroid and
 * flatness are undefined noise). Meyda keeps its settings globally; we set them per call, synchronously.
 */
export function meydaFrames(
  samples: Float32Array,
  sampleRate: number,
  features: MeydaAudioFeature[],
  options: { frameSize?: number; maxFrames?: number; mfccCoefficients?: number } = {},
): Partial<MeydaFeaturesObject>[] {
  const size = options.frameSize ?? 2048
  Meyda.bufferSize = size
  Meyda.sampleRate = sampleRate
  Meyda.windowingFunction = 'hanning'
  Meyda.numberOfMFCCCoefficients = options.mfccCoefficients ?? 13
  const starts = frameStarts(samples.length, size, size)
  const step = Math.max(1, Math.ceil(starts.length / (options.maxFrames ?? 300)))
  const out: Partial<MeydaFeaturesObject>[] = []
  for (let i = 0; i < starts.length; i += step) {
    const frame = samples.slice(starts[i]!, starts[i]! + size)
    if (frame.length < size) continue
    let energy = 0
    for (const x of frame) energy += x * x
    if (Math.sqrt(energy / size) < 1e-4) continue
    const result = Meyda.extract(features, frame)
    if (result) out.push(result)
  }
  return out
}

/** Mean of a numeric feature over frames, ignoring non-finite values. */
export function meanOf(
  frames: Partial<MeydaFeaturesObject>[],
  pick: (f: Partial<MeydaFeaturesObject>) => number | undefined,
): number {
  let sum = 0
  let n = 0
  for (const f of frames) {
    const v = pick(f)
    if (v !== undefined && Number.isFinite(v)) {
      sum += v
      n++
    }
  }
  return n ? sum / n : 0
}
