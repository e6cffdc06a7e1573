import { describe, expect, it } from 'vitest'
import { renderSource } from '../synth/source.ts'
import { deliver } from './deliver.ts'

describe('delivery after the defects', () => {
  const take = () =>
    renderSource({ kind: 'music', variant: 'piano', seconds: 2, sampleRate: 48_000, seed: 5, channels: 2 })

  it('turns a take down by the stated gain', async () => {
    const before = take()
    const peak = Math.max(...before.channels[0]!.map(Math.abs))
    const after = await deliver(take(), { gainDb: -4 })
    expect(Math.max(...after.channels[0]!.map(Math.abs)) / peak).toBeCloseTo(10 ** (-4 / 20), 4)
  })

  it('sends a stereo take through MP3 and decodes it with the analyst’s own decoder', async () => {
    const before = take()
    const after = await deliver(take(), { mp3Kbps: 128 })
    expect(after.channels).toHaveLength(2)
    expect(after.sampleRate).toBe(48_000)
    // The codec's delay and padding lengthen the take a little; its content stays.
    expect(after.channels[0]!.length).toBeGreaterThanOrEqual(before.channels[0]!.length)
    expect(after.channels[0]!.length).toBeLessThan(before.channels[0]!.length + 4 * 1152)
    expect(after.channels[0]).not.toEqual(before.channels[0])
  })
})
