import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { IdFilter } from './id-filter.ts'

describe('IdFilter', () => {
  it('never calls an added id absent, across the layers it grows', () => {
    const filter = new IdFilter(1_000)
    const added = Array.from({ length: 20_000 }, () => randomUUID())
    for (const id of added) filter.add(id)
    expect(added.every((id) => filter.mayHold(id))).toBe(true)
    // Five layers (1k, 2k, 4k, 8k, 16k ids) at about 15–19 bits an id.
    expect(filter.bytes).toBeLessThan(80_000)
  })

  it('calls ids it was never given absent, all but about one in a thousand', () => {
    const filter = new IdFilter(1_000)
    for (let i = 0; i < 20_000; i++) filter.add(randomUUID())
    const strangers = Array.from({ length: 20_000 }, () => randomUUID())
    const maybes = strangers.filter((id) => filter.mayHold(id)).length
    // The layers' rates sum to under twice the first's (0.1 %): 40 expected at most, 80 is far out.
    expect(maybes).toBeLessThan(80)
  })

  it('tells apart ids that differ in one character', () => {
    const filter = new IdFilter()
    filter.add('thread-00000001')
    const near = Array.from({ length: 1_000 }, (_, i) => `thread-${String(i + 2).padStart(8, '0')}`)
    expect(near.filter((id) => filter.mayHold(id)).length).toBeLessThan(5)
  })
})
