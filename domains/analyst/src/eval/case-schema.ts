import { z } from 'zod'
import { DEFECT_LABELS } from '../contract/index.ts'
import { MIX_VARIANTS } from './synth/mix.ts'
import { MUSIC_VARIANTS } from './synth/music.ts'
import { SPEECH_VARIANT_NAMES } from './synth/speech.ts'
import { TONE_VARIANTS } from './synth/tones.ts'
import { TTS_VOICES } from './synth/tts.ts'

const common = {
  seed: z.number().int().nonnegative(),
  seconds: z.number().min(0.5).max(60),
  sampleRate: z.union([
    z.literal(16000),
    z.literal(22050),
    z.literal(24000),
    z.literal(32000),
    z.literal(44100),
    z.literal(48000),
  ]),
  channels: z.union([z.literal(1), z.literal(2)]).optional(),
  /** Peak level of the clean source in dBFS (defaults: −6, quiet −32). */
  peakDb: z.number().min(-60).max(0).optional(),
}

/** A clean source, rendered deterministically from its seed. */
export const sourceSpecSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('speech'), variant: z.enum(SPEECH_VARIANT_NAMES).optional(), ...common }),
  z.object({ kind: z.literal('music'), variant: z.enum(MUSIC_VARIANTS).optional(), ...common }),
  z.object({ kind: z.literal('tone'), variant: z.enum(TONE_VARIANTS).optional(), ...common }),
  z.object({ kind: z.literal('mix'), variant: z.enum(MIX_VARIANTS).optional(), ...common }),
  z.object({ kind: z.literal('quiet'), variant: z.enum(['speech', 'music']).optional(), ...common }),
  /** Speech from espeak-ng, which must be installed where the case is rendered. */
  z.object({ kind: z.literal('tts'), variant: z.enum(TTS_VOICES).optional(), ...common }),
  /**
   * A real recording prepared by scripts/real-corpus.ts: a WAV file relative to the corpus directory
   * (MINDWIRE_ANALYST_CORPUS, default .cache/analyst-real under the repository). Its own level and
   * channels are kept unless peakDb is set.
   */
  z.object({
    kind: z.literal('recording'),
    /** What the recording is, for slicing the report. */
    variant: z.enum(['speech', 'instruments', 'tracker', 'music', 'keys']).optional(),
    file: z.string().regex(/^[\w./-]+\.wav$/),
    ...common,
  }),
])

/** What happens to a take after the defects: turned down, then encoded and decoded again. */
export const deliverySchema = z
  .object({
    /** Gain (dB) applied after the defects, e.g. a clipped take turned down 1–4 dB. */
    gainDb: z.number().min(-24).max(0).optional(),
    /** A lossy round trip through an MP3 encoder at this bit rate (kbit/s). */
    mp3Kbps: z
      .union([z.literal(96), z.literal(128), z.literal(160), z.literal(192), z.literal(256)])
      .optional(),
  })
  .strict()

const span = {
  /** Where the defect starts and ends; the whole file when absent. */
  startMs: z.number().nonnegative().optional(),
  endMs: z.number().positive().optional(),
}

/** One injected defect: its label, its strength and the time span it affects. */
export const defectSpecSchema = z.discriminatedUnion('label', [
  z.object({
    label: z.literal('clipping'),
    params: z.object({ percent: z.number().min(0.05).max(30) }),
    ...span,
  }),
  z.object({
    label: z.literal('hum'),
    params: z.object({
      frequency: z.union([z.literal(50), z.literal(60)]),
      /** Hum RMS relative to the signal RMS over the span. */
      levelDb: z.number().min(-50).max(0),
      harmonics: z.number().int().min(1).max(10),
    }),
    ...span,
  }),
  z.object({
    label: z.literal('broadband_noise'),
    params: z.object({ snrDb: z.number().min(-5).max(50), color: z.enum(['white', 'pink']) }),
    ...span,
  }),
  z.object({
    label: z.literal('dropout'),
    params: z.object({
      atMs: z.array(z.number().nonnegative()).min(1),
      lengthMs: z.number().min(1).max(2000),
    }),
    ...span,
  }),
  z.object({
    label: z.literal('dc_offset'),
    params: z.object({ offset: z.number().min(-0.5).max(0.5) }),
    ...span,
  }),
  z.object({
    label: z.literal('resonance'),
    params: z.object({
      frequencyHz: z.number().min(50).max(10000),
      gainDb: z.number().min(1).max(30),
      q: z.number().min(0.5).max(40),
    }),
    ...span,
  }),
  z.object({
    label: z.literal('muffled'),
    params: z.object({
      cutoffHz: z.number().min(200).max(10000),
      order: z.union([z.literal(2), z.literal(4), z.literal(8)]),
    }),
    ...span,
  }),
])

/** A case as stored in tests/data/analyst/*.jsonl: a recipe, not audio, so no binaries are committed. */
export const caseDescriptionSchema = z
  .object({
    id: z.string().min(1),
    source: sourceSpecSchema,
    defects: z.array(defectSpecSchema),
    truth: z.array(z.enum(DEFECT_LABELS)),
    delivery: deliverySchema.optional(),
    /** Free tags for slicing the report: single, pair, control, mild, strong, … */
    tags: z.array(z.string()).optional(),
  })
  .refine(
    (c) =>
      sameSet(
        c.truth,
        c.defects.map((d) => d.label),
      ),
    { message: 'truth must list exactly the labels of the injected defects', path: ['truth'] },
  )

const sameSet = (a: string[], b: string[]) => {
  const left = new Set(a)
  const right = new Set(b)
  return left.size === right.size && [...left].every((x) => right.has(x)) && a.length === left.size
}

export type SourceSpec = z.infer<typeof sourceSpecSchema>
export type Delivery = z.infer<typeof deliverySchema>
export type DefectSpec = z.infer<typeof defectSpecSchema>
export type CaseDescription = z.infer<typeof caseDescriptionSchema>
