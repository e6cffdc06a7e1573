import { z } from 'zod'
import thresholds from '../../data/detector-thresholds.json' with { type: 'json' }
import { type FloorFrames, floorExcessAt, floorFrames, floorResonance } from './dsp/floor-resonance.ts'
import { hitResonance } from './dsp/hit-resonance.ts'
import { bandMeanDb } from './dsp/noise-band-excess.ts'
import { noiseWitnessAt } from './dsp/noise-witness.ts'
import { bellNear, type NoteTimbre, noteTimbre } from './dsp/note-timbre.ts'
import { type BandCandidate, type StableBands, stableBands } from './dsp/stable-bands.ts'
import { sweepResonance } from './dsp/sweep-resonance.ts'
import { anomalyEvidence, audioOf, defineModule, r3 } from './module-types.ts'

/**
 * A band, not a line: the mean contrast of a resonance (Q ≤ 10) stays above half its peak over at least a
 * quarter octave, since it lifts every partial near it; a steady tone among noise peaks is narrower.
 */
const MIN_WIDTH_OCT = 0.25
/**
 * A band that tops both its flanks in nine frames of ten, through chord changes and held notes alike, is held
 * by something fixed; a formant-like bump of a voice, which the quarter octave keeps out, moves more than that
 * (dev sets: 0.3–0.7). Such a band need only be as wide as a filter's own half-gain bandwidth,
 * 2·asinh(1/2Q)/ln 2 octaves (the peaking filter's Q): 0.144 octave for the stated range's narrowest, Q 10.
 */
const HELD_CONSISTENCY = 0.9
const HELD_MIN_WIDTH_OCT = (2 * Math.asinh(1 / (2 * 10))) / Math.LN2
/**
 * A steady tone puts nearly all of its band's power in three bins; a lifted band of partials spreads it. But
 * a filter over held notes (an organ's chord) can lift a single partial too: a line counts as a tone only
 * where it stands TONE_LINE_DB or more over its flanks, more than a filter of the stated range (≤ 18 dB)
 * lifts a partial over its neighbours (dev sets: lone tones 32–40 dB, lifted partials of music 11–15 dB).
 */
const MAX_LINE_SHARE = 0.8
const TONE_LINE_DB = 24
/**
 * A band whose power sits mostly in one line (data/detector-thresholds.json: 0.75 of it within 1/8 octave)
 * is read the same whether a filter lifted that line or an instrument holds it loud: on real recordings such
 * bands were held notes three times in four. The partials alone never count one; the floor must confirm.
 */
const LINE_SHARE = thresholds.resonanceLineShare.value
/**
 * A floor this far under the loud frames (in the octave either side of the band) is the source's own hiss,
 * dither or room tone, which went through the same chain as the source (a noise defect lies within ~30 dB).
 */
const WITNESS_DEPTH_DB = 45
/** Where such a floor stands less than this over its sides, no filter lifts the band (a 1/12-octave read). */
const WITNESS_EXCESS_DB = 3
/**
 * Where the loud noise-like frames (fricatives) stand less than this over the band's flanks, no filter lifts
 * it: the weakest resonance of the stated range (+8 dB, Q 3) still stands ~5 dB over flanks ¼–½ octave away.
 */
const NOISE_WITNESS_DB = 2
/**
 * A resonance lifts a band and gives the spectrum back to the content's own slope within half an octave
 * (Q ≥ 3: its bell is under half an octave wide); a low-pass's edge, or the top of a band-limited recording,
 * keeps falling past it. The band is an edge where the take's mean spectrum still falls EDGE_FALL_DB or more
 * over the second half-octave above it (data/detector-thresholds.json, with the measurement).
 */
const EDGE_FALL_DB = thresholds.resonanceEdgeFallDb.value
/**
 * A band the partials lift by this much (half the weakest stated gain, +8 dB) is worth asking the floor
 * about: where the take's deep floor stands floorExcessDb over its sides there too, the partials' other
 * tests (prominence, consistency, width, line share) are not needed; a throat, a note's body or a steady
 * tone colours what it plays, never the hiss under it.
 */
const FLOOR_CONFIRM_FROM_DB = 4
/**
 * The notes confirm (`timbreReading`): a band the partials lift by this much counts where the notes' own
 * fit (`dsp/note-timbre.ts`: level + timbre by harmonic + H by hertz) stands TIMBRE_BELL_DB or more over its
 * sides within TIMBRE_NEAR_OCT of that band. Music that never rests lifts the chord tones' region as a held
 * band the partials cannot tell from a filter (clean dev music: up to 8.8 dB held in every frame); the fit
 * takes the timbre out first. Asked at the band rather than where H's own largest bell lies (the fifteenth
 * round; H may hold a larger chance bump elsewhere): on dev, dev2, dev3 and scan-clean music, bands of ≥ 7 dB
 * with H ≥ 3 dB there: 17 of 44 resonances, 0 of 83 clean takes (H ≥ 2.5 dB: two false resonances on dev).
 */
const TIMBRE_FROM_DB = 7
const TIMBRE_BELL_DB = 3
const TIMBRE_NEAR_OCT = 0.1
/**
 * The fit reads best on notes that hold their pitch: a voice's glides, and its formants, fixed in hertz, can
 * read as H (the fourteenth round, which read H's largest bell anywhere: two clean-voice false alarms on the
 * dev sets). Notes held from one frame to the next: dev music 0.26–0.93 of them (median 0.56), speech
 * median 0.17, mixes ≤ 0.38. Where fewer hold, H is asked for more at the band: TIMBRE_UNHELD_BELL_DB. Asked
 * at the band since the fifteenth round, a voice's H found three dev resonances under noise or light (bells
 * 4.6–8.4 dB) and no clean take's band (dev sets, scan-clean; 3 dB read the same as 4); a steady
 * tone's line is still a tone (`isTone`); the partials refuse any band held in one line (`LINE_SHARE`).
 */
const TIMBRE_HELD_SHARE = 0.3
const TIMBRE_UNHELD_BELL_DB = 4

/**
 * Resonances: a band the filter lifts in every frame, whatever plays. Per ~85 ms frame, the envelope
 * through the resolved peaks (harmonics, partials: so neither a held note's partial nor the leakage between
 * partials counts) on a 1/24-octave grid, and its contrast against the mean of the envelope half an octave
 * below and above. Averaged over the active frames, a formant or a note's partial fades (they move, or end),
 * a resonance stays: it counts when the mean contrast reaches prominenceDb AND the band tops both its flanks
 * in at least `consistency` of the frames (the knee of a low-pass is high against its far side only), over
 * a quarter octave or more (a band held in nine frames of ten, as wide as a Q 10 filter at least), and spread
 * over several partials: a band held in one line is a note as readily as a filter (`LINE_SHARE`). A band counts only where two resolved peaks besides its own sample its half
 * octave: under a high voice's second harmonic the envelope is a guess, not a measurement (`dsp/stable-bands.ts`).
 * Where the take is noise-like there are no partials to sample; with `noiseReading` the band's own level
 * over both its flanks, in the noise-like frames, reads |H| directly (`dsp/noise-band-excess.ts`): a
 * resonance counts when its median reaches noiseExcessDb and it stands 3 dB over both flanks in
 * `noisePersistence` of them. It is off by default: on the evaluation sets it found nothing the partials
 * missed (their noise is added after the filter, so it is not coloured) and on unseen material it raised
 * false alarms (README); it stays for takes known to hold coloured noise (room tone, breath).
 * Where the source rests, the floor it rests on (hiss, room tone, dither) went through the same filter and
 * has no partials or formants of its own: with `floorReading` (on by default) a band of that floor standing
 * floorExcessDb over both its sides, as a bell rather than a single bin, is the filter (`dsp/floor-resonance.ts`).
 * Where the take is one tone sweeping two octaves or more, its level at each moment is |H| where the sweep
 * stands: with `sweepReading` (on by default) a band of that level curve standing floorExcessDb over both
 * its sides, as a bell, is the filter too (`dsp/sweep-resonance.ts`); both read |H| directly.
 * Where a kit plays (ten or more noise-like hits), what each hit adds to the frame before it is its noise
 * through the chain: with `hitReading` (on by default) a band of the median hit standing floorExcessDb over
 * the mean of its sides (a hi-hat's noise has a tilt of its own) and over both, as a bell, is the filter
 * too (`dsp/hit-resonance.ts`), on music that never rests; the hits must keep a beat, as a kit does.
 * Two witnesses can clear a band the partials lift, since a speaker's upper formants hold still as a filter
 * would: the take's deep floor (`floorWitness`) and, from 2 kHz up, its fricatives and breath
 * (`noiseWitness`, `dsp/noise-witness.ts`); a filter lifts those as it lifts the voice, a throat does not.
 * The floor also confirms (`floorConfirm`): a band the partials lift by 4 dB or more counts, whatever its
 * other tests say, where the deep floor stands floorExcessDb over its sides there; read in that band alone,
 * the floor answers where hum's lines or a low-pass's dead top keep the whole-floor reading from a verdict.
 * The notes confirm too, when asked (`timbreReading`, off by default since issue 42: on the real development
 * set it raised every resonance false alarm, 5 of 5, and found none of its true ones): a band the partials lift by 7 dB or more counts where the notes'
 * own fit, timbre by harmonic and filter by hertz, puts a bell there (`dsp/note-timbre.ts`): 3 dB on music
 * whose notes hold their pitch, 4 dB on a voice, whose formants can read as H; never on a steady tone.
 * A band past which the take's spectrum keeps falling is a low-pass's edge, not a resonance (`kneeCheck`).
 */
export const resonancePeaksModule = defineModule({
  summary: {
    id: 'resonance-peaks',
    stage: 'detector',
    signalProfiles: ['speech', 'music', 'any'],
    goals: ['resonance'],
    inputFormat: 'audio',
    outputFormat: 'audio',
    tunableParams: [
      'prominenceDb (3–30, default 9.5)',
      'consistency (0–1, default 0.35)',
      'noiseExcessDb (3–30, default 5)',
      'noisePersistence (0–1, default 0.75)',
      'noiseReading (true/false, default false)',
      'floorExcessDb (3–30, default 6)',
      'floorReading (true/false, default true)',
      'sweepReading (true/false, default true)',
      'hitReading (true/false, default true)',
      'floorWitness (true/false, default true)',
      'floorConfirm (true/false, default true)',
      'timbreReading (true/false, default false)',
      'noiseWitness (true/false, default true)',
      'kneeCheck (true/false, default true)',
    ],
  },
  accepts: ['audio', 'spectrogram'],
  params: z
    .object({
      prominenceDb: z.number().min(3).max(30).default(9.5),
      consistency: z.number().min(0).max(1).default(0.35),
      noiseExcessDb: z.number().min(3).max(30).default(5),
      noisePersistence: z.number().min(0).max(1).default(0.75),
      noiseReading: z.boolean().default(false),
      floorExcessDb: z.number().min(3).max(30).default(6),
      floorReading: z.boolean().default(true),
      sweepReading: z.boolean().default(true),
      hitReading: z.boolean().default(true),
      floorWitness: z.boolean().default(true),
      floorConfirm: z.boolean().default(true),
      timbreReading: z.boolean().default(false),
      noiseWitness: z.boolean().default(true),
      kneeCheck: z.boolean().default(true),
    })
    .strict(),
  run(input, params, ctx) {
    const { samples, sampleRate } = audioOf(input)
    const bands = stableBands(samples, sampleRate, params.noiseReading)
    // The floor's frames, read once for the witness and the floor reading alike, and only if either asks.
    let frames: FloorFrames | undefined
    const framesOnce = () => (frames ??= floorFrames(samples, sampleRate))
    const floorClears = (c: BandCandidate) =>
      !(params.floorWitness && floorDenies(framesOnce(), c.frequencyHz))
    const byPartials = (c: BandCandidate) =>
      c.prominenceDb >= params.prominenceDb &&
      c.consistency >= params.consistency &&
      c.widthOct >= (c.consistency >= HELD_CONSISTENCY ? HELD_MIN_WIDTH_OCT : MIN_WIDTH_OCT) &&
      c.lineShare < LINE_SHARE &&
      floorClears(c)
    const byFloor = (c: BandCandidate) =>
      params.floorConfirm &&
      c.prominenceDb >= FLOOR_CONFIRM_FROM_DB &&
      floorConfirms(framesOnce(), c.frequencyHz, params.floorExcessDb)
    // The notes' fit, once and only if a band could use it.
    let timbre: { fit: NoteTimbre | undefined } | undefined
    const timbreOnce = () => {
      timbre ??= { fit: noteTimbre(samples, sampleRate) }
      return timbre.fit
    }
    const byTimbre = (c: BandCandidate) => {
      if (!params.timbreReading || c.prominenceDb < TIMBRE_FROM_DB) return false
      const fit = timbreOnce()
      if (fit === undefined) return false
      const bell = bellNear(fit, c.frequencyHz, TIMBRE_NEAR_OCT) ?? 0
      const needed = fit.heldShare >= TIMBRE_HELD_SHARE ? TIMBRE_BELL_DB : TIMBRE_UNHELD_BELL_DB
      return bell >= needed && !isTone(c) && floorClears(c)
    }
    const candidates = bands.partials.filter(
      (c) =>
        (byPartials(c) || byFloor(c) || byTimbre(c)) &&
        !(params.noiseWitness && noiseDenies(bands, c.frequencyHz)) &&
        !(params.kneeCheck && isEdge(bands, c.frequencyHz)),
    )
    const inNoise = bands.noise.filter(
      (c) => c.excessDb >= params.noiseExcessDb && c.persistence >= params.noisePersistence,
    )
    const best = strongest(candidates, (c) => c.prominenceDb)
    const bestInNoise = strongest(inNoise, (c) => c.excessDb)
    const onFloor = params.floorReading ? floorResonance(samples, sampleRate, framesOnce()) : undefined
    const onSweep = params.sweepReading ? sweepResonance(samples, sampleRate) : undefined
    const onHits = params.hitReading ? hitResonance(samples, sampleRate) : undefined
    const direct = [onFloor, onSweep, onHits].filter((r) => r?.wide && r.excessDb >= params.floorExcessDb)
    const inFloor = strongest(direct, (r) => r!.excessDb)
    // The first reading that found a band names it: the partials, then |H| read directly, then noise.
    const finding: { reading: string; frequencyHz: number; prominenceDb: number } | undefined = best
      ? { reading: 'partials', frequencyHz: best.frequencyHz, prominenceDb: best.prominenceDb }
      : inFloor
        ? {
            reading: inFloor === onSweep ? 'sweep' : inFloor === onHits ? 'hits' : 'floor',
            frequencyHz: inFloor.frequencyHz,
            prominenceDb: inFloor.excessDb,
          }
        : bestInNoise
          ? { reading: 'noise', frequencyHz: bestInNoise.frequencyHz, prominenceDb: bestInNoise.excessDb }
          : undefined
    const found = finding !== undefined
    // The margin: how far the band stands past the line of the reading that found it, per 10 dB (the span
    // of the stated gains, 8–18 dB), so data/confidence-calibration.json maps it to a probability.
    const line = !finding
      ? 0
      : finding.reading === 'partials'
        ? byPartials(best!)
          ? params.prominenceDb
          : FLOOR_CONFIRM_FROM_DB
        : finding.reading === 'noise'
          ? params.noiseExcessDb
          : params.floorExcessDb
    return {
      output: input,
      evidence: [
        anomalyEvidence(
          ctx,
          'resonance-peaks',
          'resonance',
          found,
          found ? (finding.prominenceDb - line) / 10 : 0,
          {
            frequencyHz: r3(finding?.frequencyHz ?? 0),
            prominenceDb: r3(finding?.prominenceDb ?? 0),
            reading: finding?.reading ?? 'none',
            consistency: r3(best?.consistency ?? bestInNoise?.persistence ?? 0),
            floorExcessDb: r3(onFloor?.excessDb ?? 0),
            sweepExcessDb: r3(onSweep?.excessDb ?? 0),
            hitExcessDb: r3(onHits?.excessDb ?? 0),
            widthOct: r3(best?.widthOct ?? 0),
            lineShare: r3(best?.lineShare ?? 0),
            overBelowDb: r3(best?.overBelowDb ?? 0),
            overAboveDb: r3(best?.overAboveDb ?? 0),
            fallBeyondDb: r3(best ? fallOver(bands, best.frequencyHz, 0.5, 1) : 0),
            fallBelowDb: r3(best ? fallOver(bands, best.frequencyHz, -1, -0.5) : 0),
            count: candidates.length + inNoise.length + (inFloor ? 1 : 0),
          },
          0.75,
        ),
      ],
    }
  },
})

/**
 * Whether the take's own deep floor denies a band the partials lift: a filter colours the floor as it does
 * the source, while a voice's formants (a speaker's upper formants hold still for a whole take, as a
 * filter would) and an instrument's body colour only what they play.
 */
function floorDenies(frames: FloorFrames, frequencyHz: number): boolean {
  const floor = floorExcessAt(frames, frequencyHz)
  return floor !== undefined && floor.depthDb >= WITNESS_DEPTH_DB && floor.excessDb < WITNESS_EXCESS_DB
}

/** Whether the take's own deep floor stands `excessDb` over its sides at a band: the filter, read under the source. */
function floorConfirms(frames: FloorFrames, frequencyHz: number, excessDb: number): boolean {
  const floor = floorExcessAt(frames, frequencyHz)
  return floor !== undefined && floor.depthDb >= WITNESS_DEPTH_DB && floor.excessDb >= excessDb
}

/** Whether the take's fricatives and breath deny the band (`dsp/noise-witness.ts`). */
function noiseDenies(bands: StableBands, frequencyHz: number): boolean {
  const witness = noiseWitnessAt(bands.frames, bands.active, bands.binHz, frequencyHz)
  return witness !== undefined && witness.excessDb < NOISE_WITNESS_DB
}

/** Whether the band is an edge: the mean spectrum keeps falling EDGE_FALL_DB over the second half-octave above. */
function isEdge(bands: StableBands, frequencyHz: number): boolean {
  return fallOver(bands, frequencyHz, 0.5, 1) >= EDGE_FALL_DB
}

/** A steady tone, not a band: nearly all of its power in one line, standing higher than a filter lifts a partial. */
function isTone(c: BandCandidate): boolean {
  return c.lineShare >= MAX_LINE_SHARE && c.prominenceDb >= TONE_LINE_DB
}

function strongest<T>(items: T[], value: (item: T) => number): T | undefined {
  return items.reduce<T | undefined>((a, c) => (!a || value(c) > value(a) ? c : a), undefined)
}

/** How far the take's mean spectrum falls from `fromOct` to `toOct` octaves above a band (dB; NaN past the top). */
function fallOver({ mean, binHz }: StableBands, frequencyHz: number, fromOct: number, toOct: number): number {
  if (frequencyHz * 2 ** toOct > binHz * (mean.length - 1) * 0.9) return Number.NaN
  return (
    bandMeanDb(mean, binHz, frequencyHz * 2 ** fromOct) - bandMeanDb(mean, binHz, frequencyHz * 2 ** toOct)
  )
}
