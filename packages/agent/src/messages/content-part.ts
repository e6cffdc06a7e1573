import * as z from 'zod'

/** Plain text written by a person or a model. */
export const textPartSchema = z.object({ type: z.literal('text'), text: z.string() })

/** An image: base64 bytes and their MIME type (screenshots, UI mock-ups, rendered plots). */
export const imagePartSchema = z.object({
  type: z.literal('image'),
  data: z.string().describe('base64'),
  mimeType: z.string().regex(/^image\//),
})

/** A short audio clip (base64 bytes), e.g. a recorded measurement or a voice note. */
export const audioPartSchema = z.object({
  type: z.literal('audio'),
  data: z.string().describe('base64'),
  mimeType: z.string().regex(/^audio\//),
  durationMs: z.number().nonnegative().optional(),
})

/** A rendered plot of a spectrum (PNG, base64): models that read images see the curve, not only numbers. */
export const spectrumImageSchema = z.object({
  data: z.string().min(1).describe('base64'),
  mimeType: z.literal('image/png'),
})

/**
 * A magnitude spectrum: one dB value per FFT bin from 0 Hz to Nyquist. The numbers stay the truth (rule
 * engines compute from them); `image` and `metadata` are optional additions, so older clients still fit.
 */
export const spectrumPartSchema = z.object({
  type: z.literal('spectrum'),
  magnitudesDb: z.array(z.number()).min(2),
  sampleRate: z.number().positive(),
  label: z.string().optional(),
  image: spectrumImageSchema.optional(),
  /** Flat facts about the capture or the plot (bins, axis ranges, position); never nested. */
  metadata: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).optional(),
})

export const userPartSchema = z.discriminatedUnion('type', [
  textPartSchema,
  imagePartSchema,
  audioPartSchema,
  spectrumPartSchema,
])

export type TextPart = z.infer<typeof textPartSchema>
export type ImagePart = z.infer<typeof imagePartSchema>
export type AudioPart = z.infer<typeof audioPartSchema>
export type SpectrumPart = z.infer<typeof spectrumPartSchema>
export type SpectrumImage = z.infer<typeof spectrumImageSchema>
export type UserPart = z.infer<typeof userPartSchema>

/** Builds an image part from raw bytes. */
export function imagePart(bytes: Uint8Array, mimeType: string): ImagePart {
  return { type: 'image', data: Buffer.from(bytes).toString('base64'), mimeType }
}

/** Builds an audio part from raw bytes. */
export function audioPart(bytes: Uint8Array, mimeType: string, durationMs?: number): AudioPart {
  return { type: 'audio', data: Buffer.from(bytes).toString('base64'), mimeType, durationMs }
}

/** Builds a spectrum part; accepts the Float32Array an analyser produces. */
export function spectrumPart(
  magnitudesDb: ArrayLike<number>,
  sampleRate: number,
  label?: string,
): SpectrumPart {
  return { type: 'spectrum', magnitudesDb: Array.from(magnitudesDb), sampleRate, label }
}
