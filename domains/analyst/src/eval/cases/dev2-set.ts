import type { CaseDescription } from '../case-schema.ts'
import { composeListedSet, type ListedEntry, one, source as t, two } from './listed-set.ts'

/**
 * The second dev set (issue 16's fifth round), written before that round's detector work and after held-out
 * 5: it aims at what earlier rounds named as weak (per-label aggregates only), with realistic material —
 * resonance on music that never rests, a resonance under noise added after the filter, resonances and other
 * defects on mixes (a voice over a bed, two voices), sweeps under a resonance at low rates, 24/32 kHz, and
 * clean controls of each of those kinds. A dev set: the analyst may be tuned on it, case by case.
 */
const CASES: ListedEntry[] = [
  // Resonance on music that never rests: no floor to read it from, partials sampling the bell.
  ['steady', t('music', 'strings', 6, 32000), one('resonance', 0.2)],
  ['steady', t('music', 'organ', 5, 24000, { channels: 2 }), one('resonance', 0.45)],
  ['steady', t('music', 'strings', 5, 48000), one('resonance', 0.65)],
  ['steady', t('music', 'organ', 6, 44100), one('resonance', 0.8)],
  ['steady', t('music', 'pluck', 5, 32000), one('resonance', 0.95)],
  ['steady', t('music', 'piano', 6, 24000), one('resonance', 0.38)],
  ['steady', t('music', 'strings', 5, 22050, { peakDb: -10 }), one('resonance', 0.55)],
  ['steady', t('music', 'organ', 5, 16000), one('resonance', 0.7)],
  // A resonance under noise added after the filter (a preamp's hiss is not coloured).
  ['noisy', t('speech', 'female', 5, 32000), two('resonance', 0.65, 'broadband_noise', 0.45)],
  ['noisy', t('speech', 'male', 6, 24000), two('resonance', 0.8, 'broadband_noise', 0.2)],
  ['noisy', t('music', 'strings', 5, 44100), two('resonance', 0.5, 'broadband_noise', 0.6)],
  ['noisy', t('mix', 'voice-over-strings', 5, 48000), two('resonance', 0.9, 'broadband_noise', 0.38)],
  ['noisy', t('mix', 'dialogue', 6, 32000), two('resonance', 0.6, 'broadband_noise', 0.83)],
  ['noisy', t('music', 'organ', 5, 24000), two('resonance', 0.75, 'broadband_noise', 0.3)],
  // A resonance on mixed material.
  ['mixres', t('mix', 'voice-over-strings', 6, 24000), one('resonance', 0.6)],
  ['mixres', t('mix', 'voice-over-organ', 5, 32000), one('resonance', 0.85)],
  ['mixres', t('mix', 'voice-over-pluck', 5, 44100), one('resonance', 0.4)],
  ['mixres', t('mix', 'dialogue', 6, 48000), one('resonance', 0.7)],
  // Every other defect on mixes.
  ['mix', t('mix', 'dialogue', 5, 24000), one('clipping', 0.32)],
  ['mix', t('mix', 'voice-over-organ', 6, 32000), one('hum', 0.2)],
  ['mix', t('mix', 'voice-over-pluck', 5, 48000), one('broadband_noise', 0.3)],
  ['mix', t('mix', 'voice-over-strings', 5, 22050), one('dropout', 0.25)],
  ['mix', t('mix', 'dialogue', 6, 44100), one('dc_offset', 0.2)],
  ['mix', t('mix', 'voice-over-strings', 6, 32000), one('muffled', 0.31)],
  ['mix', t('mix', 'voice-over-organ', 5, 24000), one('muffled', 0.67)],
  // Sweeps under a resonance at low rates (the content edge reads them as muffled), and under noise.
  ['sweep', t('tone', 'sweep', 5, 16000), one('resonance', 0.6)],
  ['sweep', t('tone', 'sweep', 4, 22050), one('resonance', 0.35)],
  ['sweep', t('tone', 'sweep', 6, 24000), one('resonance', 0.85)],
  ['sweep', t('tone', 'sweep', 5, 48000), two('resonance', 0.5, 'broadband_noise', 0.5)],
  ['sweep', t('tone', 'sweep', 4, 16000), one('muffled', 0.42)],
  // Pairs on mixes.
  ['mixpair', t('mix', 'voice-over-organ', 6, 44100), two('resonance', 0.7, 'clipping', 0.43)],
  ['mixpair', t('mix', 'voice-over-strings', 5, 32000), two('muffled', 0.55, 'broadband_noise', 0.37)],
  ['mixpair', t('mix', 'dialogue', 5, 24000), two('hum', 0.6, 'dropout', 0.5)],
  ['mixpair', t('mix', 'voice-over-pluck', 6, 48000), two('resonance', 0.45, 'muffled', 0.2)],
  // Clean controls of each of those kinds.
  ['clean', t('mix', 'voice-over-strings', 5, 32000), []],
  ['clean', t('mix', 'voice-over-organ', 6, 24000), []],
  ['clean', t('mix', 'voice-over-pluck', 5, 22050), []],
  ['clean', t('mix', 'dialogue', 6, 32000), []],
  ['clean', t('mix', 'dialogue', 5, 48000), []],
  ['clean', t('mix', 'voice-over-strings', 6, 44100, { peakDb: -12 }), []],
  ['clean', t('music', 'strings', 6, 24000), []],
  ['clean', t('music', 'organ', 5, 32000, { channels: 2 }), []],
  ['clean', t('music', 'strings', 5, 16000), []],
  ['clean', t('music', 'organ', 6, 48000), []],
  ['clean', t('music', 'pluck', 5, 22050), []],
  ['clean', t('tone', 'sweep', 5, 16000), []],
  ['clean', t('tone', 'sweep', 4, 24000), []],
  ['clean', t('tone', 'sweep', 6, 32000), []],
  ['clean', t('speech', 'child', 5, 24000), []],
  ['clean', t('speech', 'low', 6, 32000), []],
]

const SEED_BASE = 1_500_000

/** The second dev set: the weak spots' material, alone, in pairs and clean, one seed each. */
export function generateDev2Cases(): CaseDescription[] {
  return composeListedSet('dev2', CASES, SEED_BASE, 43)
}

/** The comment lines at the top of dev2.jsonl. */
export const DEV2_HEADER = [
  "Analyst evaluation, second dev set (issue 16's fifth round): tune and debug against these cases.",
  'Generated by domains/analyst/scripts/generate-dev2.ts (deterministic); do not edit by hand.',
]
