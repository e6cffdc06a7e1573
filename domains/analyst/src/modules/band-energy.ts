import { bandPower, db, floorPow2, welchSpectrum } from '@mindwire/dsp'
import { z } from 'zod'
import thresholds from '../../data/detector-thresholds.json' with { type: 'json' }
import { type ContentEdge, contentEdge } from './dsp/content-edge.ts'
import { intactView } from './dsp/intact-frames.ts'
import { percentile } from './dsp/stats.ts'
import { type SweepLevels, sweepLevelBetween, sweepLevels } from './dsp/sweep-resonance.ts'
import { anomalyEvidence, audioOf, defineModule, featureEvidence, r3 } from './module-types.ts'

const OCTAVE_CENTRES = [31.5, 63, 125, 250, 500, 1000, 2000, 4000, 8000, 16000]
/**
 * The 1–2 kHz band must exceed the 4–8 kHz band by this much (dB) for the sound to be muffled: 4 dB over
 * the highest reading of real takes without a low-pass (data/detector-thresholds.json says where from).
 */
export const MUFFLED_DROP_DB = thresholds.muffledDropDb.value
/** Of the eleven third-octave bands 200 Hz–2 kHz, this many must carry sound: broadband content, not a tone. */
const MIN_ACTIVE_BANDS = 6
/**
 * Under noise, a muffled take's content ends in a cliff: from this far over the floor (dB) in one band
 * to under it in the next, a third of an octave up (≥ 30 dB/octave; content itself tilts by 6–15)...
 */
const CLIFF_FROM_DB = 8
const CLIFF_STEP_DB = 10
/** ...below the 4–8 kHz octave whose loss muffling is: content that reaches into it is not muffled. */
const CLIFF_MAX_HZ = 4000
/**
 * A swept tone's level in the 4–8 kHz octave (where it passes) must lie this far (dB) under its level in
 * 1–2 kHz. The sweep reads |H| directly: an 8-pole low-pass at ≤ 4 kHz (≤ fs/5) takes 15–40 dB off the
 * cells it sweeps past above 4 kHz, while a peaking resonance of ≤ 18 dB lifts only some cells of an octave.
 */
const SWEEP_DROP_DB = 20
/** The sweep must pass this much (octaves) of the 4–8 kHz octave for its level there to be read. */
const SWEEP_MIN_HIGH_OCT = 0.25

/**
 * Energy per octave band (dB re total) and the muffled decision: broadband content whose 4–8 kHz
 * octave sits far below its 1–2 kHz octave (median bins). Real speech, instruments and music without a
 * low-pass read 0–38 dB, low-passed at 1.5–4 kHz 25–104 dB (a 4-pole cut near 4 kHz leaves the least). Pure tones and sparse notes are left undecided (detected: false, low
 * confidence) because they have no high band to lose. Noise refills the high band of a muffled take, so
 * the cut-off is also sought as a cliff where the content sinks under the noise floor (content-edge).
 */
export const bandEnergyModule = defineModule({
  summary: {
    id: 'band-energy',
    stage: 'detector',
    signalProfiles: ['speech', 'music', 'any'],
    goals: ['muffled', 'spectral balance'],
    inputFormat: 'audio',
    outputFormat: 'audio',
    tunableParams: [`dropDb (10–60, default ${MUFFLED_DROP_DB})`],
  },
  accepts: ['audio', 'spectrogram'],
  params: z.object({ dropDb: z.number().min(10).max(60).default(MUFFLED_DROP_DB) }).strict(),
  run(input, params, ctx) {
    const { samples, sampleRate } = audioOf(input)
    const size = Math.min(4096, floorPow2(samples.length))
    // The take's own colour: clipped corners and dropout edges would refill the band a low-pass emptied.
    const view = intactView(samples, size, sampleRate)
    const spectrum = welchSpectrum(view.samples, size, 400, view.starts)
    const binHz = sampleRate / size
    const total = bandPower(spectrum, binHz, 20, sampleRate / 2)
    const bands: Record<string, number> = {}
    for (const centre of OCTAVE_CENTRES) {
      if (centre * Math.SQRT2 > sampleRate / 2) break
      bands[`${centre}Hz`] = r3(
        db(bandPower(spectrum, binHz, centre / Math.SQRT2, centre * Math.SQRT2)) - db(total),
      )
    }
    const thirds = [200, 250, 315, 400, 500, 630, 800, 1000, 1250, 1600, 2000].map((c) =>
      db(bandPower(spectrum, binHz, c / 2 ** (1 / 6), c * 2 ** (1 / 6))),
    )
    const loudest = Math.max(...thirds)
    const activeBands = thirds.filter((d) => d > loudest - 40 && d > -100).length
    const decidable = sampleRate >= 16_000 && activeBands >= MIN_ACTIVE_BANDS && total > 1e-10
    // Medians of the bins, not sums: a tone or a strong harmonic in 1–2 kHz must not pass for a band
    // that the 4–8 kHz octave lost; white noise reads 0 dB, a low-pass at ≤ 2 kHz 25–50 dB.
    // Clipped nearly throughout: the short frames between the clipped peaks hold no splatter and no guess.
    const drop = view.between
      ? highBandDrop(
          welchSpectrum(samples, view.between.size, 2000, view.between.starts),
          sampleRate / view.between.size,
        )
      : highBandDrop(spectrum, binHz)
    const edge = contentEdge(samples, sampleRate)
    const cliff = edge && isCutoffCliff(edge) ? edge : undefined
    // Content that stands well over its floor inside the 4–8 kHz octave and ends there (a synth's or a
    // source's own bandwidth) has not lost that octave, however empty the bins above it leave its median.
    // A steep low-pass's skirt can still stand over a quiet floor there; content that the octave kept sits
    // within the muffled drop of the 1–2 kHz band, by the same measure the verdict uses.
    const reachesHighOctave =
      edge !== undefined &&
      edge.edgeHz >= CLIFF_MAX_HZ &&
      edge.edgeRatioDb >= CLIFF_FROM_DB &&
      edge.edgeUnderMidDb < params.dropDb
    // A swept tone's long-term spectrum holds its path, not its colour: where it never went (above a third
    // of the rate) its bins are empty, and its loudest frames are where it passed a resonance. Its own
    // level curve reads the low-pass instead, when it passes far enough into the 4–8 kHz octave.
    const sweepDrop = sweepHighDrop(sweepLevels(samples, sampleRate))
    const detected =
      sweepDrop !== undefined
        ? sweepDrop >= SWEEP_DROP_DB
        : decidable && ((drop >= params.dropDb && !reachesHighOctave) || cliff !== undefined)
    return {
      output: input,
      evidence: [
        featureEvidence({ ...ctx, evidenceId: `${ctx.evidenceId}/bands` }, 'band-energy', {
          bandsDbReTotal: bands,
        }),
        anomalyEvidence(
          ctx,
          'band-energy',
          'muffled',
          detected,
          sweepDrop !== undefined
            ? (sweepDrop - SWEEP_DROP_DB + 10) / 25
            : decidable
              ? (drop - params.dropDb + 10) / 25
              : 0,
          {
            highBandDropDb: r3(drop),
            activeBands,
            contentEdgeHz: r3(edge?.edgeHz ?? 0),
            ...(sweepDrop !== undefined && { sweepDropDb: r3(sweepDrop) }),
          },
          decidable || sweepDrop !== undefined ? 0.8 : 0.2,
        ),
      ],
    }
  },
})

/** A sweep's level in 1–2 kHz over its level in the part of 4–8 kHz it passed; undefined when it passed too little. */
function sweepHighDrop(sweep: SweepLevels | undefined): number | undefined {
  if (!sweep || sweep.highOct < Math.log2(4000) + SWEEP_MIN_HIGH_OCT || sweep.lowOct > Math.log2(1000))
    return undefined
  const drop = sweepLevelBetween(sweep, 1000, 2000) - sweepLevelBetween(sweep, 4000, 8000)
  return Number.isNaN(drop) ? undefined : drop
}

/** A low-pass cut-off that noise has filled back in: the content's edge is a cliff below 4 kHz. */
function isCutoffCliff(edge: ContentEdge): boolean {
  if (edge.edgeHz * 2 ** (1 / 6) > CLIFF_MAX_HZ) return false
  return edge.edgeRatioDb >= CLIFF_FROM_DB && edge.edgeRatioDb - edge.nextRatioDb >= CLIFF_STEP_DB
}

/** The 1–2 kHz octave's median bin over the 4–8 kHz octave's (dB). */
function highBandDrop(spectrum: Float64Array, binHz: number): number {
  return db(bandMedian(spectrum, binHz, 1000, 2000)) - db(bandMedian(spectrum, binHz, 4000, 8000))
}

function bandMedian(spectrum: Float64Array, binHz: number, lowHz: number, highHz: number): number {
  return percentile(spectrum.subarray(Math.ceil(lowHz / binHz), Math.ceil(highHz / binHz)), 50)
}
