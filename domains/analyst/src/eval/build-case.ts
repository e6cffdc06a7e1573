import type { DecodedAudio, DefectLabel } from '../contract/index.ts'
import type { CaseDescription } from './case-schema.ts'
import { injectDefect } from './inject/inject-defect.ts'
import { createRng, subSeed } from './rng.ts'
import { peak } from './signal.ts'
import { renderSource } from './synth/source.ts'

/** Where the headroom guard puts an overloaded file's peak. */
const GUARD_PEAK = 0.98

/**
 * Renders a case in memory: the clean source, then each defect in the listed order (order matters:
 * noise after clipping is not clipped). Samples end within −1…1, the range DecodedAudio promises.
 */
export function buildCase(description: CaseDescription): { audio: DecodedAudio; truth: DefectLabel[] } {
  const audio = renderSource(description.source)
  description.defects.forEach((defect, index) => {
    injectDefect(audio, defect, createRng(subSeed(description.source.seed, `${defect.label}:${index}`)))
  })
  if (!description.truth.includes('clipping')) guardHeadroom(audio.channels)
  for (const channel of audio.channels)
    for (let i = 0; i < channel.length; i++) channel[i] = Math.max(-1, Math.min(1, channel[i]!))
  return { audio, truth: [...description.truth] }
}

/**
 * A resonance on a tone or loud hum on a hot file can push peaks past full scale; clamping them would
 * add clipping the truth does not list. Like a gain stage set by an engineer, scale the whole file down
 * instead: every relative measure (SNR, hum level, filter gains, zeros) is unchanged.
 */
function guardHeadroom(channels: Float32Array[]): void {
  const top = Math.max(...channels.map(peak))
  if (top < GUARD_PEAK) return
  const gain = GUARD_PEAK / top
  for (const channel of channels) for (let i = 0; i < channel.length; i++) channel[i]! *= gain
}
