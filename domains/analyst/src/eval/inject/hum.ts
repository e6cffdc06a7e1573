import type { Rng } from '../rng.ts'
import { spanRms } from './span.ts'

/**
 * Mains hum: `frequency` and its harmonics at 1/k amplitude (the buzz of a ground loop), scaled so the
 * hum's RMS sits `levelDb` relative to the signal's RMS over the span. Returns the fundamental's amplitude.
 */
export function injectHum(
  channels: Float32Array[],
  sampleRate: number,
  params: { frequency: number; levelDb: number; harmonics: number },
  start: number,
  end: number,
  rng: Rng,
): number {
  const partials = Array.from({ length: params.harmonics }, (_, k) => ({
    f: params.frequency * (k + 1),
    a: 1 / (k + 1),
    p: rng.next() * 2 * Math.PI,
  })).filter((h) => h.f < sampleRate / 2)
  const unitRms = Math.sqrt(partials.reduce((sum, h) => sum + (h.a * h.a) / 2, 0))
  const amplitude = (spanRms(channels, start, end) * 10 ** (params.levelDb / 20)) / unitRms
  // Ramp over 10 ms so a hum that starts mid-file does not click.
  const ramp = Math.round(0.01 * sampleRate)
  for (const channel of channels)
    for (let i = start; i < end; i++) {
      const edge = Math.min(1, (i - start + 1) / ramp, (end - i) / ramp)
      let hum = 0
      for (const h of partials) hum += h.a * Math.sin((2 * Math.PI * h.f * i) / sampleRate + h.p)
      channel[i]! += amplitude * edge * hum
    }
  return amplitude
}
