import { describe, expect, it } from 'vitest'
import type { SourceSpec } from '../case-schema.ts'
import { peak, rms } from '../signal.ts'
import { renderSource } from './source.ts'

const specs: SourceSpec[] = [
  { kind: 'speech', seed: 1, seconds: 2, sampleRate: 48000, variant: 'female' },
  { kind: 'music', seed: 2, seconds: 2, sampleRate: 44100, variant: 'piano', channels: 2 },
  { kind: 'tone', seed: 3, seconds: 1, sampleRate: 16000, variant: 'multitone' },
  { kind: 'quiet', seed: 4, seconds: 3, sampleRate: 48000, variant: 'speech' },
]

describe('clean sources', () => {
  it.each(specs)('render the same samples for the same seed ($kind)', (spec) => {
    const a = renderSource(spec)
    const b = renderSource(spec)
    expect(a.channels.length).toBe(spec.channels ?? 1)
    expect(a.channels[0]!.length).toBe(Math.round(spec.seconds * spec.sampleRate))
    expect(a.channels).toEqual(b.channels)
  })

  it('renders different samples for a different seed', () => {
    const a = renderSource({ kind: 'speech', seed: 1, seconds: 1, sampleRate: 16000 })
    const b = renderSource({ kind: 'speech', seed: 2, seconds: 1, sampleRate: 16000 })
    expect(a.channels[0]).not.toEqual(b.channels[0])
  })

  it.each(specs)('sits at its peak level and never at digital zero ($kind)', (spec) => {
    const audio = renderSource(spec)
    const target = spec.kind === 'quiet' ? -32 : -6
    expect(20 * Math.log10(Math.max(...audio.channels.map(peak)))).toBeCloseTo(target, 0)
    // The dither floor: a clean file has no run of exact zeros, which only a dropout makes.
    expect(audio.channels[0]!.some((s) => s === 0)).toBe(false)
  })

  it('keeps speech pauses: some 50 ms windows fall 30 dB under the loudest', () => {
    const audio = renderSource({ kind: 'speech', seed: 7, seconds: 4, sampleRate: 16000 })
    const c = audio.channels[0]!
    const levels: number[] = []
    for (let i = 0; i + 800 <= c.length; i += 800) levels.push(rms(c, i, i + 800))
    const loudest = Math.max(...levels)
    expect(levels.filter((l) => l < loudest / 31.6).length).toBeGreaterThan(2)
  })

  it('makes stereo music whose channels differ', () => {
    const audio = renderSource({ kind: 'music', seed: 5, seconds: 1, sampleRate: 48000, channels: 2 })
    expect(audio.channels[0]).not.toEqual(audio.channels[1])
  })
})
