import type { DecodedAudio } from '../../contract/index.ts'
import type { DefectSpec } from '../case-schema.ts'
import type { Rng } from '../rng.ts'
import { injectClipping } from './clipping.ts'
import { injectDcOffset } from './dc-offset.ts'
import { injectDropouts } from './dropout.ts'
import { injectHum } from './hum.ts'
import { injectMuffled } from './muffled.ts'
import { injectNoise } from './noise.ts'
import { injectResonance } from './resonance.ts'
import { spanOf } from './span.ts'

/** Applies one defect to the audio in place, over its time span. */
export function injectDefect(audio: DecodedAudio, defect: DefectSpec, rng: Rng): void {
  const { channels, sampleRate } = audio
  const [start, end] = spanOf(audio, defect.startMs, defect.endMs)
  switch (defect.label) {
    case 'clipping':
      injectClipping(channels, defect.params.percent, start, end)
      return
    case 'hum':
      injectHum(channels, sampleRate, defect.params, start, end, rng)
      return
    case 'broadband_noise':
      injectNoise(channels, defect.params, start, end, rng)
      return
    case 'dropout':
      injectDropouts(channels, sampleRate, defect.params)
      return
    case 'dc_offset':
      injectDcOffset(channels, defect.params.offset, start, end)
      return
    case 'resonance':
      injectResonance(channels, sampleRate, defect.params, start, end)
      return
    case 'muffled':
      injectMuffled(channels, sampleRate, defect.params, start, end)
      return
  }
}
