import { describe, expect, it } from 'vitest'
import { mixToMono } from '../audio/mix-to-mono.ts'
import { buildCase } from '../eval/build-case.ts'
import type { CaseDescription } from '../eval/case-schema.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { wavRoundTrip } from '../testing/wav-round-trip.ts'
import { noteTimbre } from './dsp/note-timbre.ts'
import { resonancePeaksModule } from './resonance-peaks.ts'

// A voice under noise from the evaluation's formant synthesiser, seeds no set uses, through a 16-bit WAV:
// the noise, added after the filter, fills the floor the floor reading would read the filter from.
const rate = 24_000
const noise = { label: 'broadband_noise', params: { snrDb: 12, color: 'white' } } as const
const resonance = { label: 'resonance', params: { frequencyHz: 420, gainDb: 16, q: 3.2 } } as const

function voiceTake(seed: number, defects: CaseDescription['defects']): Promise<Float32Array> {
  const { audio } = buildCase({
    id: 'voice-take',
    source: { kind: 'speech', variant: 'male', seconds: 5, sampleRate: rate, seed },
    defects,
    truth: defects.map((defect) => defect.label),
  })
  return wavRoundTrip(mixToMono(audio), rate)
}

describe('a resonance on a voice read through its notes', () => {
  it.each([86_009, 86_010])(
    'finds a +16 dB, Q 3.2 resonance at 420 Hz under noise (seed %i) that the partials alone miss; nothing on the noise alone',
    async (seed) => {
      const filtered = await voiceTake(seed, [resonance, noise])
      // A voice glides: too few of its notes hold their pitch for the lower bar music gets.
      expect(noteTimbre(filtered, rate)!.heldShare).toBeLessThan(0.3)
      // The timbre reading is off by default (on real recordings it raised only false alarms); this is its test.
      const found = await moduleVerdict(resonancePeaksModule, filtered, rate, { timbreReading: true })
      expect(found).toMatchObject({ detected: true })
      expect(Math.abs(Math.log2(Number(found.frequencyHz) / 420))).toBeLessThan(0.2)
      expect(
        await moduleVerdict(resonancePeaksModule, filtered, rate, { timbreReading: false }),
      ).toMatchObject({ detected: false })
      expect(
        await moduleVerdict(resonancePeaksModule, await voiceTake(seed, [noise]), rate, {
          timbreReading: true,
        }),
      ).toMatchObject({ detected: false })
    },
  )
})
