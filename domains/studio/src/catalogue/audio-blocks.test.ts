import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AUDIO_BLOCKS } from './audio-blocks.ts'

const folder = new URL('../../knowledge/xialgo/', import.meta.url)
const documents = new Map(
  readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const text = readFileSync(new URL(name, folder), 'utf8')
      const field = (key: string) => text.match(new RegExp(`^${key}: (.*)$`, 'm'))?.[1]?.trim()
      return [
        field('id'),
        {
          parameters: field('parameters'),
          latencyMs: Number(field('latencyMs')),
          category: field('category'),
        },
      ]
    }),
)

describe('audio blocks match their knowledge documents', () => {
  for (const block of AUDIO_BLOCKS) {
    it(`${block.id}: parameter keys in order, latency and category from ${block.docId}`, () => {
      const doc = documents.get(block.docId)
      expect(doc, `no document ${block.docId}`).toBeDefined()
      expect(block.params.map((p) => p.key).join(', ')).toBe(doc!.parameters!.replace(/^\[|\]$/g, ''))
      expect(block.latencyMs).toBe(doc!.latencyMs)
      expect(block.category).toBe(doc!.category)
      expect(block.signal).toBe('audio')
      for (const p of block.params) if (p.type === 'number') expect(p.default).toBeGreaterThanOrEqual(p.min)
    })
  }
})
