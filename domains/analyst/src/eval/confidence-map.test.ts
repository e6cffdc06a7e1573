import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { DefectLabel } from '../contract/index.ts'
import { CONFIDENCE_MAP, fitIsotonic, mapConfidence } from './confidence-map.ts'
import { reliabilityOf } from './reliability.ts'

type Judged = { truth: DefectLabel[]; findings: { label: string; confidence: number }[] }
const load = (name: string): Judged[] =>
  readFileSync(new URL(`../../../../tests/data/analyst/findings/${name}.jsonl`, import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
const pointsOf = (set: Judged[]) =>
  set.flatMap((c) =>
    c.findings.map((f) => ({ confidence: f.confidence, right: (c.truth as string[]).includes(f.label) })),
  )

describe('the monotone confidence map', () => {
  it('pools adjacent violators into blocks whose shares right rise', () => {
    const knots = fitIsotonic([
      { confidence: 0.6, right: true },
      { confidence: 0.7, right: false },
      { confidence: 0.8, right: false },
      { confidence: 0.9, right: true },
      { confidence: 0.9, right: true },
    ])
    // 0.6 (right) then 0.7, 0.8 (wrong) violate: pooled to one block at 1/3; 0.9 stays at 1.
    expect(knots.map((k) => [k.from, k.to, k.probability, k.findings])).toEqual([
      [0.6, 0.8, 1 / 3, 3],
      [0.9, 0.9, 1, 2],
    ])
    // Flat inside a block, linear between blocks, flat beyond.
    expect(mapConfidence(knots, 0.7)).toBeCloseTo(1 / 3, 9)
    expect(mapConfidence(knots, 0.85)).toBeCloseTo(2 / 3, 9)
    expect(mapConfidence(knots, 0.99)).toBe(1)
  })

  it('never maps a surer finding below a less sure one (fitted on noisy data, read on a fine grid)', () => {
    let seed = 7
    const random = () => {
      seed = (seed * 16807) % 2147483647
      return seed / 2147483647
    }
    const items = Array.from({ length: 400 }, () => {
      const confidence = 0.5 + random() / 2
      return { confidence, right: random() < confidence - 0.3 }
    })
    const knots = fitIsotonic(items)
    for (let i = 1; i < knots.length; i++) {
      expect(knots[i]!.from).toBeGreaterThan(knots[i - 1]!.to)
      expect(knots[i]!.probability).toBeGreaterThan(knots[i - 1]!.probability)
    }
    const grid = Array.from({ length: 101 }, (_, i) => mapConfidence(knots, i / 100))
    for (let i = 1; i < grid.length; i++) expect(grid[i]!).toBeGreaterThanOrEqual(grid[i - 1]!)
  })

  it('is the committed fit of the development set’s findings', () => {
    const knots = fitIsotonic(pointsOf(load('real-dev')))
    expect(CONFIDENCE_MAP.length).toBeGreaterThan(0)
    expect(CONFIDENCE_MAP.map((k) => k.findings)).toEqual(knots.map((k) => k.findings))
    CONFIDENCE_MAP.forEach((k, i) => {
      expect(k.from).toBeCloseTo(knots[i]!.from, 3)
      expect(k.to).toBeCloseTo(knots[i]!.to, 3)
      expect(k.probability).toBeCloseTo(knots[i]!.probability, 3)
    })
  })

  it('lowers the expected calibration error on the held-out set it was not fitted on', () => {
    const heldOut = load('resonance-hard')
    const stated = reliabilityOf(heldOut)
    const mapped = reliabilityOf(heldOut, (c) => mapConfidence(CONFIDENCE_MAP, c))
    expect(stated.bins.reduce((n, b) => n + b.count, 0)).toBeGreaterThan(10)
    expect(mapped.calibrationError!).toBeLessThan(stated.calibrationError!)
  })
})
