import { createRng, subSeed } from '../rng.ts'
import { normalizePeak } from '../signal.ts'
import { synthMusic } from './music.ts'
import { synthSpeech } from './speech.ts'

/**
 * Mixed material, as a podcast or a radio programme has it: a voice over a music bed, two voices in
 * dialogue, or a voice over a bed of plucked strings. None of the single-source sets has two sources at
 * once, so the detectors meet spectra they were never tuned on (a formant over a held chord, two pitch
 * tracks, pauses that are not silent).
 */
export const MIX_VARIANTS = [
  'voice-over-strings',
  'dialogue',
  'voice-over-pluck',
  'voice-over-organ',
  // Added with held-out 5: a bed with drums and struck notes under a voice (no earlier set has it).
  'voice-over-piano',
] as const
export type MixVariant = (typeof MIX_VARIANTS)[number]

/** The bed under a voice, relative to the voice's peak: a typical ducked music bed. */
const BED_RANGE_DB: [number, number] = [-20, -10]

/** A mono mix of two renders, each normalised, the second one at a seeded level under the first. */
export function synthMix(seed: number, seconds: number, sampleRate: number, variant: MixVariant) {
  const rng = createRng(subSeed(seed, 'mix'))
  const voice = rng.pick(['male', 'female', 'low'] as const)
  const lead = normalizePeak(synthSpeech(seed, seconds, sampleRate, voice), 0)
  const under =
    variant === 'dialogue'
      ? synthSpeech(
          subSeed(seed, 'second voice'),
          seconds,
          sampleRate,
          voice === 'female' ? 'male' : 'female',
        )
      : synthMusic(subSeed(seed, 'bed'), seconds, sampleRate, bedOf(variant), 1)[0]!
  // A second voice speaks about as loud as the first; a bed sits well under the voice.
  const levelDb = variant === 'dialogue' ? rng.range(-4, 0) : rng.range(...BED_RANGE_DB)
  const bed = normalizePeak(under, levelDb)
  for (let i = 0; i < lead.length; i++) lead[i]! += bed[i] ?? 0
  return lead
}

function bedOf(variant: Exclude<MixVariant, 'dialogue'>) {
  if (variant === 'voice-over-strings') return 'strings'
  if (variant === 'voice-over-pluck') return 'pluck'
  if (variant === 'voice-over-piano') return 'piano'
  return 'organ'
}
