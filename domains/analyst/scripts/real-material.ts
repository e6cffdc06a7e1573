// Shared by the real-material corpus scripts (real-corpus.ts, resonance-hard-corpus.ts): reading any file
// sox opens at a take's rate and channel count, and the defects' moderate, realistic strengths.
import { spawnSync } from 'node:child_process'
import type { DefectSpec } from '../src/eval/case-schema.ts'
import type { Rng } from '../src/eval/rng.ts'

/** Decodes any file sox reads to float channels at the take's rate and channel count. */
export function soxRead(
  path: string,
  take: { sampleRate: number; channels: number },
  extra: string[] = [],
): Float32Array[] {
  // A mono take is the left channel: some of these stereo files cancel when their channels are summed.
  const mono = take.channels === 1 ? ['remix', '1'] : []
  // A one-pole high-pass at 5 Hz removes the DC several of these recordings carry (up to 0.65 of the RMS
  // in tracker samples), as any mastering chain does: a clean control has no offset to report.
  const out = spawnSync(
    'sox',
    [
      path,
      '-t',
      'f32',
      '-e',
      'floating-point',
      '-c',
      String(take.channels),
      '-r',
      String(take.sampleRate),
      '-',
      ...extra,
      ...mono,
      'highpass',
      '-1',
      '5',
    ],
    {
      maxBuffer: 1 << 28,
    },
  )
  if (out.status !== 0) throw new Error(`sox failed on ${path}: ${out.stderr}`)
  const all = new Float32Array(out.stdout.buffer, out.stdout.byteOffset, out.stdout.byteLength / 4)
  return Array.from({ length: take.channels }, (_, c) => all.filter((_, i) => i % take.channels === c))
}

/** Moderate, realistic strengths: what an engineer hears but a listener might let pass. */
export function defectOf(label: DefectSpec['label'], rng: Rng, seconds = 8): DefectSpec {
  const round = (x: number, step = 1) => Math.round(x / step) * step
  switch (label) {
    case 'hum':
      return {
        label,
        params: {
          frequency: rng.pick([50, 60] as const),
          levelDb: round(rng.range(-36, -24)),
          harmonics: round(rng.range(1, 5)),
        },
      }
    case 'clipping':
      return { label, params: { percent: round(rng.range(0.5, 3), 0.1) } }
    case 'dropout': {
      const count = round(rng.range(1, 3))
      const atMs = Array.from({ length: count }, (_, i) =>
        round(((i + rng.range(0.2, 0.8)) * seconds * 1000) / count),
      )
      return { label, params: { atMs, lengthMs: round(rng.range(20, 150)) } }
    }
    case 'broadband_noise':
      return {
        label,
        params: { snrDb: round(rng.range(15, 30)), color: rng.pick(['white', 'pink'] as const) },
      }
    case 'muffled':
      return {
        label,
        params: { cutoffHz: round(rng.range(1500, 4000), 100), order: rng.pick([4, 8] as const) },
      }
    case 'resonance':
      return {
        label,
        params: {
          frequencyHz: round(rng.range(300, 4000), 10),
          gainDb: round(rng.range(8, 14)),
          q: round(rng.range(4, 10)),
        },
      }
    default:
      throw new Error(`no strength range for ${label}`)
  }
}
