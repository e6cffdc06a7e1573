import { describe, expect, it } from 'vitest'
import { renderSource } from '../eval/synth/source.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { dropoutDetectorModule } from './dropout-detector.ts'
import { frameRms } from './dsp/stats.ts'

// Formant speech with its 16-bit dither floor, as the evaluation renders it: a voice whose pauses keep a
// live floor, so natural pauses never reach digital silence.
const sampleRate = 44_100
const speech = renderSource({ kind: 'speech', variant: 'female', seconds: 4, sampleRate, seed: 4242 })
  .channels[0]!

const verdict = (samples: Float32Array) => moduleVerdict(dropoutDetectorModule, samples, sampleRate)

/** The start (samples) of the loudest 10 ms frame in the middle half: where a cut goes through sound. */
function loudestFrame(samples: Float32Array): number {
  const size = sampleRate / 100
  const levels = frameRms(samples, size)
  let best = Math.floor(levels.length / 4)
  for (let f = best; f < (3 * levels.length) / 4; f++) if (levels[f]! > levels[best]!) best = f
  return best * size
}

describe('dropout detector', () => {
  it('finds nothing in speech whose pauses keep a live floor', async () => {
    expect(await verdict(speech)).toMatchObject({ detected: false, liveFloor: true })
  })

  it('finds a 20 ms digital dropout cut through a vowel, the shortest the evaluation injects', async () => {
    const cut = speech.slice()
    const at = loudestFrame(cut)
    cut.fill(0, at, at + Math.round(0.02 * sampleRate))
    const values = await verdict(cut)
    expect(values).toMatchObject({ detected: true, count: 1, liveFloor: true })
    expect(Number(values.startMs)).toBeCloseTo((at / sampleRate) * 1000, 0)
  })

  it('takes a pause faded into digital silence for the file resting there, not a dropout', async () => {
    const paused = speech.slice()
    const at = loudestFrame(paused)
    const fade = Math.round(0.03 * sampleRate)
    const hold = Math.round(0.06 * sampleRate)
    for (let i = 0; i < fade; i++) {
      paused[at - fade + i]! *= 1 - i / fade
      paused[at + hold + i]! *= i / fade
    }
    paused.fill(0, at, at + hold)
    expect(await verdict(paused)).toMatchObject({ detected: false, liveFloor: false })
  })
})
