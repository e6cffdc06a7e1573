import type { FoundChunk } from '@mindwire/store'
import { describe, expect, it } from 'vitest'
import { fuseScores } from './score-fusion.ts'
import { textScore } from './text-rank.ts'

function found(id: string, searchText: string, similarity?: number): FoundChunk {
  return {
    id,
    tenantId: 't',
    collection: 'c',
    source: 's',
    chunkIndex: 0,
    content: searchText,
    searchText,
    metadata: {},
    score: 0,
    similarity,
  }
}

const terms = [{ text: 'reverb', idf: 6 }]

describe('score fusion', () => {
  it('lets a close vector-only find outrank a weak text match, and the other way round', () => {
    const close = found('close', 'room decay tail', 0.9)
    const worded = found('worded', 'reverb', 0)
    expect(fuseScores([close, worded], terms, 0.5).map((entry) => entry.item.id)).toEqual(['close', 'worded'])
    expect(fuseScores([close, worded], terms, 0.9).map((entry) => entry.item.id)).toEqual(['worded', 'close'])
  })

  it('scores the weighted mean of the similarity and the squashed BM25, within 0–1', () => {
    const [fused] = fuseScores([found('both', 'reverb reverb mix', 0.6)], terms, 0.25)
    // One candidate: its length is the average, so BM25 is idf · tf · (k1 + 1) / (tf + k1).
    const bm25 = (6 * 2 * 2.2) / (2 + 1.2)
    expect(fused!.score).toBeCloseTo(0.25 * textScore(bm25) + 0.75 * 0.6, 10)
    expect(fused!.score).toBeLessThanOrEqual(1)
  })

  it('judges a chunk found by both retrievers once, and counts no negative or missing similarity', () => {
    const twice = found('twice', 'reverb', 1)
    const opposite = found('opposite', 'delay', -1)
    const unknown = found('unknown', 'delay')
    const fused = fuseScores([twice, opposite, twice, unknown], terms)
    expect(fused.map((entry) => entry.item.id)).toEqual(['twice', 'opposite', 'unknown'])
    expect(fused[1]!.score).toBe(0)
    expect(fused[2]!.score).toBe(0)
  })
})
