import { mixToMono } from '../audio/mix-to-mono.ts'
import { buildCase } from '../eval/build-case.ts'
import type { CaseDescription } from '../eval/case-schema.ts'
import type { MusicVariant } from '../eval/synth/music.ts'
import { wavRoundTrip } from './wav-round-trip.ts'

/**
 * Five seconds of the evaluation's synthesised music with `defects` injected as a case would have them,
 * mixed to mono and through a 16-bit WAV: a take for a module test, from a seed no set uses.
 */
export function musicTake(
  variant: MusicVariant,
  seed: number,
  sampleRate: CaseDescription['source']['sampleRate'],
  defects: CaseDescription['defects'] = [],
): Promise<Float32Array> {
  const { audio } = buildCase({
    id: 'music-take',
    source: { kind: 'music', variant, seconds: 5, sampleRate, seed },
    defects,
    truth: defects.map((defect) => defect.label),
  })
  return wavRoundTrip(mixToMono(audio), sampleRate)
}
