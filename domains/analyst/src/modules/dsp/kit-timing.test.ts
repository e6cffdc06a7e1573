import { describe, expect, it } from 'vitest'
import { createRng } from '../../eval/rng.ts'
import { beatShare } from './kit-timing.ts'

// Onsets as frame indices at a 5.3 ms hop (256-point frames at 48 kHz, half overlapped).
const hop = 256 / 48_000

describe('whether onsets keep a beat', () => {
  it('finds a kit on eighths at 123 bpm over 30 s, though its period is no whole number of hops', () => {
    const eighth = 60 / 123 / 2 / hop
    const onsets = Array.from({ length: 120 }, (_, i) => Math.round(7 + i * eighth))
    expect(beatShare(onsets, hop)).toBe(1)
  })

  it('costs a stray onset only itself, and a missed hit nothing', () => {
    const eighth = 60 / 97 / 2 / hop
    const grid = Array.from({ length: 20 }, (_, i) => Math.round(3 + i * eighth)).filter((_, i) => i !== 9)
    const stray = [...grid, grid[4]! + 17].sort((a, b) => a - b)
    expect(beatShare(stray, hop)).toBeCloseTo(19 / 20, 5)
  })

  it('finds no beat in onsets after lengths and pauses of their own, as a voice’s syllables', () => {
    const rng = createRng(5)
    let t = 10
    const onsets = Array.from({ length: 25 }, () => {
      t += Math.round((0.14 + 0.5 * rng.next()) / hop)
      return t
    })
    expect(beatShare(onsets, hop)).toBeLessThan(0.6)
  })
})
