import type { SourceSpec } from '../case-schema.ts'
import type { Rng } from '../rng.ts'
import { rms } from '../signal.ts'
import { renderSource } from '../synth/source.ts'

/**
 * Start times (ms) for `count` dropouts of `lengthMs` where the source is sounding: a gap inside a
 * natural pause changes nothing audible, so the truth would claim a defect no detector could see.
 * Candidates are 10 ms frames whose whole gap stays within 20 dB of the loudest frame; the picks are
 * spread over the file and never overlap.
 */
export function activeTimes(source: SourceSpec, count: number, lengthMs: number, rng: Rng): number[] {
  const channel = renderSource(source).channels[0]!
  const frame = Math.round(source.sampleRate / 100)
  const levels: number[] = []
  for (let i = 0; i + frame <= channel.length; i += frame) levels.push(rms(channel, i, i + frame))
  const floor = Math.max(...levels) / 10
  const span = Math.ceil(lengthMs / 10)
  const candidates = levels
    .map((_, f) => f)
    .filter((f) => f + span + 1 < levels.length && levels.slice(f, f + span + 1).every((l) => l >= floor))
  if (candidates.length === 0)
    throw new Error(`no sounding stretch of ${lengthMs} ms in ${source.kind} ${source.seed}`)
  const picks: number[] = []
  for (let k = 0; k < count; k++) {
    // One pick per equal slice of the candidates, jittered inside it, so gaps spread over the file.
    const slice = candidates.slice(
      Math.floor((k * candidates.length) / count),
      Math.floor(((k + 1) * candidates.length) / count),
    )
    const pick = slice[Math.floor(rng.next() * slice.length)]
    if (pick !== undefined && picks.every((p) => Math.abs(p - pick) > span + 5)) picks.push(pick)
  }
  return picks.map((f) => Math.round((f * frame * 1000) / source.sampleRate))
}
