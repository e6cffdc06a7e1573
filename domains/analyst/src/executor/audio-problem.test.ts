import { frameStarts } from '@mindwire/dsp'
import { describe, expect, it } from 'vitest'
import { pipelineOf } from '../chains/chain-templates.ts'
import { bandLevels } from '../modules/dsp/band-levels.ts'
import { humDetectorModule } from '../modules/hum-detector.ts'
import { createExecutor } from './create-executor.ts'

const tone = Float32Array.from({ length: 16_000 }, (_, i) => Math.sin(i / 5))
const planned = {
  goal: 'probe',
  pipeline: pipelineOf('quick-probe'),
  expectedEvidence: [],
  stopIf: [],
}

describe('no loop over samples runs on a zero, NaN or infinite rate', () => {
  it('the executor refuses such audio before any node runs', async () => {
    const executor = createExecutor()
    for (const [sampleRate, channels, reason] of [
      [0, [tone], /sample rate 0/],
      [Number.NaN, [tone], /sample rate NaN/],
      [Number.POSITIVE_INFINITY, [tone], /sample rate Infinity/],
      [16_000, [tone, tone.subarray(1)], /channel 2 has 15999 samples/],
      [16_000, [Float32Array.from([0, Number.NaN, 0])], /sample 1 of channel 1/],
    ] as const) {
      const outcome = await executor.run(
        planned,
        { sampleRate, channels: [...channels], durationMs: 1000, format: 'wav' },
        { id: 'e' },
      )
      expect(outcome.experiment.failureReasons.join(' ')).toMatch(reason)
      expect(outcome.evidence).toEqual([])
    }
  })

  it('the hum detector refuses a 0 Hz rate at once instead of looping from −Infinity', () => {
    const started = performance.now()
    expect(() =>
      humDetectorModule.run(
        { format: 'audio', sampleRate: 0, samples: tone },
        { mainsHz: 'auto' },
        { evidenceId: 'h' },
      ),
    ).toThrow(/sampleRate must be a positive finite number, not 0/)
    expect(performance.now() - started).toBeLessThan(100)
  })

  it('frame and band helpers refuse a hop or a start that would never advance', () => {
    expect(() => frameStarts(100, 8, 0)).toThrow(/frame hop/)
    expect(() => frameStarts(100, 8, Number.NaN)).toThrow(/frame hop/)
    expect(() => bandLevels(new Float64Array(8), 10, 0, 100, 3)).toThrow(/lowHz/)
    expect(frameStarts(100, 50, 25)).toEqual([0, 25, 50])
  })
})
