import { describe, expect, it } from 'vitest'
import { readCases } from '../case-file.ts'

// The real-recordings development set is data written by scripts/real-corpus.ts: check its shape here
// (the takes themselves live in a cache the CI does not build).
describe('the real-recordings development set', () => {
  it('has a clean control and two defect cases per take, every kind equally, a third through MP3', async () => {
    const cases = await readCases(
      new URL('../../../../../tests/data/analyst/real-dev.jsonl', import.meta.url).pathname,
    )
    const controls = cases.filter((c) => c.truth.length === 0)
    expect(controls.length * 3).toBe(cases.length)
    const perKind = new Map<string, number>()
    for (const c of cases) for (const label of c.truth) perKind.set(label, (perKind.get(label) ?? 0) + 1)
    expect(new Set(perKind.values())).toEqual(new Set([(((controls.length / 3) * 2) / 6) * 3]))
    const mp3 = cases.filter((c) => c.delivery?.mp3Kbps).length
    expect(mp3 / cases.length).toBeGreaterThan(0.2)
    expect(cases.every((c) => c.source.kind === 'recording')).toBe(true)
  })
})
