import { powerSpectrum } from '@mindwire/dsp'
import { z } from 'zod'
import { silentRuns } from './dsp/silent-runs.ts'
import { frameRms, percentile, rms } from './dsp/stats.ts'
import { anomalyEvidence, audioOf, defineModule, r3 } from './module-types.ts'

/** Digital silence: below half a 16-bit LSB, what a lost buffer or a muted converter leaves. */
const DIGITAL_ZERO = 1 / 65_536
/** Edge window: half a period of 100 Hz, so a low tone's phase cannot fake a quiet edge. */
const EDGE_S = 0.005
/** The edges of a cut carry at least this fraction of the active (75th-percentile 10 ms) level. */
const ABRUPT_RATIO = 0.15
/** The sound either side of a cut is the same sound: spectra of the 20 ms around it correlate this much. */
const CONTINUITY = 0.7
/**
 * Where a file rests at digital silence, shorter runs are its own texture (stop-consonant closures in
 * synthetic speech run 30–60 ms): only runs at least this long are judged there.
 */
const RESTING_MIN_GAP_MS = 30
/**
 * A lossy codec smears a cut over its transform blocks: after MP3 the samples beside a dropout decay to
 * digital silence over ~10–35 ms (real development set: 30–37 ms at 128–192 kbit/s), and the decoder adds a
 * few tens of milliseconds of silence at the file's ends (encoder delay and padding: 23 ms and 6–17 ms there,
 * two frames of 1152 samples at most). Silence touching an end within CODEC_END_MS is that, not the file's
 * resting state; where the file never rests, a cut's sound is sought within CODEC_SMEAR_MS of its silence.
 * A decoded file (one with such silence at an end) also holds silence the codec made: a quiet granule
 * quantised to zero (13–19 ms runs in a clean tracker take at 192 kbit/s); there only runs of
 * RESTING_MIN_GAP_MS or more are judged, as in a file that rests at digital silence.
 */
const CODEC_END_MS = 52
const CODEC_SMEAR_MS = 40

interface Gap {
  start: number
  end: number
}

/**
 * Dropouts: runs of digital silence at least minGapMs long, strictly inside the signal, with an abrupt
 * edge (the 5 ms beside the run carry ≥ 15 % of the active level: the cut went through sound, it did not
 * fade out). A recording that never rests at digital silence — its pauses keep a live floor of room tone,
 * dither or hiss, so no run of digital silence is faded into or touches the file's ends — cannot fall to
 * exact zeros by itself, so in such a file that is enough. A file whose own pauses are digital silence
 * (espeak-ng, gated or edited takes) needs more: both edges abrupt AND the spectra just before and after
 * the run alike (≥ 0.7), since a pause separates two different sounds while a dropout cuts through one.
 */
export const dropoutDetectorModule = defineModule({
  summary: {
    id: 'dropout-detector',
    stage: 'detector',
    signalProfiles: ['speech', 'music', 'any'],
    goals: ['dropout'],
    inputFormat: 'audio',
    outputFormat: 'audio',
    tunableParams: ['minGapMs (5–2000, default 10)'],
  },
  accepts: ['audio'],
  params: z.object({ minGapMs: z.number().min(5).max(2000).default(10) }).strict(),
  run(input, params, ctx) {
    const { samples, sampleRate } = audioOf(input)
    const edge = Math.round(sampleRate * EDGE_S)
    const active = percentile(
      frameRms(samples, Math.round(sampleRate * 0.01)).filter((x) => x > DIGITAL_ZERO),
      75,
    )
    const abrupt = (from: number, to: number) => rms(samples, from, to) >= ABRUPT_RATIO * active
    const runs = silentRuns(samples, (params.minGapMs / 1000) * sampleRate, DIGITAL_ZERO)
    const inside = (g: Gap) => g.start > edge && g.end < samples.length - edge
    const codecEnd = Math.round((CODEC_END_MS / 1000) * sampleRate)
    const codecPadding = (g: Gap) =>
      (g.start === 0 || g.end === samples.length) && g.end - g.start <= codecEnd
    const smear = Math.round((CODEC_SMEAR_MS / 1000) * sampleRate)
    // Only a decoded file's cuts are smeared; elsewhere silence reached over tens of ms is a fade.
    const decoded = runs.some(codecPadding)
    const cutThroughSound = (g: Gap) =>
      decoded &&
      (abrupt(Math.max(0, g.start - smear), g.start) ||
        abrupt(g.end, Math.min(samples.length, g.end + smear)))
    // Silence the file fades into, or starts or ends in, is its own resting state, not a lost buffer.
    const liveFloor = runs.every(
      (g) =>
        codecPadding(g) ||
        (inside(g) && (abrupt(g.start - edge, g.start) || abrupt(g.end, g.end + edge) || cutThroughSound(g))),
    )
    const longEnough = (g: Gap) => g.end - g.start >= (RESTING_MIN_GAP_MS / 1000) * sampleRate
    const gaps = runs.filter(inside).filter((g) => {
      if (decoded && !longEnough(g)) return false
      const before = abrupt(g.start - edge, g.start)
      const after = abrupt(g.end, g.end + edge)
      if (liveFloor) return before || after || cutThroughSound(g)
      return longEnough(g) && before && after && continuity(samples, g.start, g.end, sampleRate) >= CONTINUITY
    })
    const ms = (i: number) => (i / sampleRate) * 1000
    const totalMs = gaps.reduce((s, g) => s + ms(g.end - g.start), 0)
    return {
      output: input,
      evidence: [
        anomalyEvidence(
          ctx,
          'dropout-detector',
          'dropout',
          gaps.length > 0,
          totalMs / 200,
          {
            count: gaps.length,
            totalMs: r3(totalMs),
            startMs: r3(gaps[0] ? ms(gaps[0].start) : 0),
            endMs: r3(gaps[0] ? ms(gaps[0].end) : 0),
            // Every gap (the first dozen), so a report marks each one, not just the first.
            gaps: gaps.slice(0, 12).map((g) => [r3(ms(g.start)), r3(ms(g.end))]),
            liveFloor,
          },
          Number.isFinite(active) ? 0.9 : 0.3,
        ),
      ],
    }
  },
})

/** Correlation of the log spectra (over bins within 50 dB of the loudest) (512 points, ~20 ms at 22–48 kHz) just before and just after a gap. */
function continuity(samples: Float32Array, gapStart: number, gapEnd: number, sampleRate: number): number {
  const size = sampleRate > 32_000 ? 1024 : 512
  if (gapStart < size || gapEnd + size > samples.length) return 0
  const logOf = (p: Float64Array) => Array.from(p.subarray(1), (v) => Math.log10(v + 1e-12))
  const a = logOf(powerSpectrum(samples, gapStart - size, size))
  const b = logOf(powerSpectrum(samples, gapEnd, size))
  // Only bins with sound on at least one side count: a shared empty band (above a low-pass, say) would
  // otherwise make any two sounds look alike.
  const top = Math.max(...a, ...b)
  const keep = a.map((v, k) => Math.max(v, b[k]!) > top - 5)
  const mean = (x: number[]) =>
    x.reduce((s, v, k) => s + (keep[k] ? v : 0), 0) / Math.max(1, keep.filter(Boolean).length)
  const ma = mean(a)
  const mb = mean(b)
  let num = 0
  let da = 0
  let db = 0
  for (let k = 0; k < a.length; k++) {
    if (!keep[k]) continue
    num += (a[k]! - ma) * (b[k]! - mb)
    da += (a[k]! - ma) ** 2
    db += (b[k]! - mb) ** 2
  }
  return da > 0 && db > 0 ? num / Math.sqrt(da * db) : 0
}
