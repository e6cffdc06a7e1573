import { describe, expect, it } from 'vitest'
import { readCases } from '../case-file.ts'

// The resonance-hard set is data written by scripts/resonance-hard-corpus.ts (its takes live in the corpus
// cache, which CI does not build): check its shape, since the false-alarm rate it measures depends on it.
describe('the resonance-hard set from real material', () => {
  it('holds every kind of hard take, each clean and with a resonance, every other one 4-pole low-passed', async () => {
    const cases = await readCases(
      new URL('../../../../../tests/data/analyst/resonance-hard.jsonl', import.meta.url).pathname,
    )
    const takes = new Set(cases.map((c) => (c.source.kind === 'recording' ? c.source.file : '')))
    expect(takes.has('')).toBe(false)
    const byTruth = (label: string | undefined) =>
      cases.filter((c) => (label ? c.truth.includes(label as never) : c.truth.length === 0)).length
    expect(byTruth(undefined)).toBe(takes.size)
    expect(byTruth('resonance')).toBe(takes.size)
    expect(byTruth('muffled')).toBe(Math.ceil(takes.size / 2))
    const lowPasses = cases.flatMap((c) => c.defects.filter((d) => d.label === 'muffled'))
    expect(lowPasses.every((d) => d.params.order === 4)).toBe(true)
    const kinds = new Set(cases.flatMap((c) => c.tags ?? []))
    for (const kind of ['dense', 'sustained', 'vibrato', 'reverb', 'voice'])
      expect(kinds.has(kind), kind).toBe(true)
    expect(cases.filter((c) => c.delivery?.mp3Kbps).length / cases.length).toBeGreaterThan(0.2)
  })
})
