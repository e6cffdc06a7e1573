/**
 * What an upload may declare before a single sample is decoded. The analyst reads takes of seconds to
 * minutes (its evaluation sets: 3–8 s, 16–48 kHz, mono or stereo). The sample cap is what bounds memory:
 * the detectors hold ~16 bytes of spectra per mono frame besides the 4 bytes per decoded sample, so 28.8 M
 * samples (10 min of mono at 48 kHz, 5 min of stereo) peak near 0.8 GB in the analysis thread, and the
 * probe of such a take already needs tens of seconds on a loaded machine.
 */
export interface AudioLimits {
  /** The longest take, in seconds. */
  maxSeconds: number
  maxChannels: number
  /** Below 8 kHz the detectors' bands (mains harmonics, 4 kHz resonances) do not exist. */
  minSampleRate: number
  maxSampleRate: number
  /** Frames × channels: the decoded size, bounded apart from duration (8 ch × 10 min is not 2 ch × 10 min). */
  maxSamples: number
}

export const DEFAULT_AUDIO_LIMITS: AudioLimits = {
  maxSeconds: 600,
  maxChannels: 8,
  minSampleRate: 8000,
  maxSampleRate: 192_000,
  maxSamples: 600 * 48_000,
}

/** Why an upload was refused: its header is malformed or unsupported, or it declares more than the limits. */
export type AudioRejection = 'invalid_audio' | 'audio_too_long'

/** An upload refused before (or instead of) decoding; `field` names the header field at fault. */
export class AudioRejectedError extends Error {
  readonly code: AudioRejection
  readonly field: string | undefined

  constructor(code: AudioRejection, message: string, field?: string) {
    super(message)
    this.name = 'AudioRejectedError'
    this.code = code
    this.field = field
  }
}

/** Refuses a malformed header (code invalid_audio). */
export function invalidAudio(message: string, field?: string): AudioRejectedError {
  return new AudioRejectedError('invalid_audio', message, field)
}

/** The layout a header declares, as every container reduces to it. */
export interface DeclaredLayout {
  channels: number
  sampleRate: number
  /** Frames (samples per channel) the file holds, read from the header or counted from frame headers. */
  frames: number
}

/**
 * Checks a declared layout against the limits; every number must be a finite whole number in range, so
 * no later loop runs on a zero, a NaN or an Infinity derived from it.
 */
export function checkLayout(layout: DeclaredLayout, limits: AudioLimits): void {
  const { channels, sampleRate, frames } = layout
  if (!Number.isInteger(channels) || channels < 1)
    throw invalidAudio(`the header declares ${channels} channels; a file needs at least 1`, 'channels')
  if (channels > limits.maxChannels)
    throw invalidAudio(
      `the header declares ${channels} channels; at most ${limits.maxChannels} are accepted`,
      'channels',
    )
  if (!Number.isInteger(sampleRate) || sampleRate < limits.minSampleRate || sampleRate > limits.maxSampleRate)
    throw invalidAudio(
      `the sample rate ${sampleRate} Hz is outside ${limits.minSampleRate}–${limits.maxSampleRate} Hz`,
      'sampleRate',
    )
  if (!Number.isSafeInteger(frames) || frames < 1)
    throw invalidAudio('the file holds no audio frames', 'frames')
  const seconds = frames / sampleRate
  if (seconds > limits.maxSeconds)
    throw new AudioRejectedError(
      'audio_too_long',
      `the audio lasts ${seconds.toFixed(1)} s; at most ${limits.maxSeconds} s are analysed`,
      'duration',
    )
  if (frames * channels > limits.maxSamples)
    throw new AudioRejectedError(
      'audio_too_long',
      `the audio holds ${frames * channels} samples (${frames} frames × ${channels} channels); at most ${limits.maxSamples} are decoded`,
      'samples',
    )
}
