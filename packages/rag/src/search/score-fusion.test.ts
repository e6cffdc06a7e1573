import type { DocumentChunk } from '@mindwire/store'
import { describe, expect, it } from 'vitest'
import { cosineSimilarity, fuseScores } from './score-fusion.ts'
import { textScore } from './text-rank.ts'

function chunk(id: string, searchText: string, embedding: number[]): DocumentChunk {
  return {
    id,
    tenantId: 't',
    collection: 'c',
    source: 's',
    chunkIndex: 0,
    content: searchText,
    searchText,
    metadata: {},
    embedding,
  }
}

const terms = [{ text: 'reverb', idf: 6 }]
const query = { embedding: [1, 0, 0], terms }

describe('score fusion', () => {
  it('lets a close vector-only find outrank a weak text match, and the other way round', () => {
    const close = chunk('close', 'room decay tail', [0.9, Math.sqrt(1 - 0.81), 0])
    const worded = chunk('worded', 'reverb', [0, 1, 0])
    const even = fuseScores([close, worded], query, 0.5).map((entry) => entry.item.id)
    expect(even).toEqual(['close', 'worded'])
    const textHeavy = fuseScores([close, worded], query, 0.9).map((entry) => entry.item.id)
    expect(textHeavy).toEqual(['worded', 'close'])
  })

  it('scores the weighted mean of the cosine and the squashed BM25, within 0–1', () => {
    const both = chunk('both', 'reverb reverb mix', [0.6, 0.8, 0])
    const [fused] = fuseScores([both], query, 0.25)
    // One candidate: its length is the average, so BM25 is idf · tf · (k1 + 1) / (tf + k1).
    const bm25 = (6 * 2 * 2.2) / (2 + 1.2)
    expect(fused!.score).toBeCloseTo(0.25 * textScore(bm25) + 0.75 * 0.6, 10)
    expect(fused!.score).toBeLessThanOrEqual(1)
  })

  it('judges a chunk found by both retrievers once, and counts no negative similarity', () => {
    const twice = chunk('twice', 'reverb', [1, 0, 0])
    const opposite = chunk('opposite', 'delay', [-1, 0, 0])
    const fused = fuseScores([twice, opposite, twice], query)
    expect(fused.map((entry) => entry.item.id)).toEqual(['twice', 'opposite'])
    expect(fused[1]!.score).toBe(0)
  })

  it('computes cosine for vectors of any length, zero for an empty one', () => {
    expect(cosineSimilarity([3, 0], [2, 0])).toBeCloseTo(1, 12)
    expect(cosineSimilarity([1, 1], [1, -1])).toBeCloseTo(0, 12)
    expect(cosineSimilarity([0, 0], [1, 0])).toBe(0)
  })
})
