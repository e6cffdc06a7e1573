import { openStore, type Store } from '@mindwire/store'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHARED_KNOWLEDGE_TENANT } from './api/collections.ts'
import { createKnowledgeBase, type KnowledgeBase } from './knowledge-base.ts'

const AC_MANUAL = `---
id: manual://ac/temperature
title: 空调温度
tags: [空调, 温度]
system: air-conditioning
---
# 空调温度

## 可设置的温度范围

空调温度可以设置在 16 到 32 摄氏度之间，每次调节 0.5 度。

## 极端温度提醒

设置低于 18 度或高于 30 度时，小智会提醒你注意能耗。
`

const WIPERS = `---
id: manual://wipers
title: 雨刮
tags: [雨刮]
system: wipers
---
# 雨刮

## 雨刮档位

雨刮有低速、高速和自动三个档位，自动档根据雨量调节速度。
`

let store: Store
let knowledge: KnowledgeBase
beforeAll(async () => {
  store = await openStore({ memory: true })
  knowledge = createKnowledgeBase({ store })
  await knowledge.ingest({
    tenantId: SHARED_KNOWLEDGE_TENANT,
    collection: 'vehicle-manual',
    documents: [
      { source: 'manual://ac/temperature', format: 'markdown', content: AC_MANUAL },
      { source: 'manual://wipers', format: 'markdown', content: WIPERS },
    ],
  })
})
afterAll(() => store.close())

describe('knowledge base on PGlite with pgvector', () => {
  it('ingests Markdown with its front matter and heading path, and finds the answering section', async () => {
    const results = await knowledge.search({
      collection: 'vehicle-manual',
      query: '空调温度可以设置的范围',
      limit: 3,
    })
    expect(results[0]).toMatchObject({
      source: 'manual://ac/temperature',
      collection: 'vehicle-manual',
      shared: true,
      metadata: {
        id: 'manual://ac/temperature',
        title: '空调温度',
        system: 'air-conditioning',
        headings: ['可设置的温度范围'],
        section: '可设置的温度范围',
        format: 'markdown',
      },
    })
    expect(results[0]!.content).toContain('16 到 32 摄氏度')
    expect(results[0]!.score).toBeGreaterThan(0)
    expect(results[0]!.score).toBeLessThanOrEqual(1)
    expect(results.map((r) => r.score)).toEqual([...results.map((r) => r.score)].sort((a, b) => b - a))
  })

  it('ingests plain text and JSON records, each record its own passage with its fields as metadata', async () => {
    const tenantId = 'acme-formats'
    await knowledge.ingest({
      tenantId,
      collection: 'projects',
      documents: [
        {
          source: 'notes.txt',
          format: 'text',
          content: '第一次调音会议。低音太闷，需要降低 120 Hz。',
          metadata: { title: '会议记录' },
        },
        {
          source: 'projects.json',
          format: 'json',
          records: [
            {
              id: 'p-1',
              name: '轿车项目',
              description: '车门低音单元共振，在 80 Hz 做陷波。',
              vehicle: 'sedan',
            },
            { id: 'p-2', name: 'SUV 项目', description: '后排高音偏亮，高频搁架降低 2 dB。', vehicle: 'suv' },
          ],
        },
      ],
    })
    expect(await knowledge.count(tenantId, 'projects')).toBe(3)
    const [hit] = await knowledge.search({
      tenantId,
      collection: 'projects',
      query: '后排高音太亮怎么办',
      limit: 1,
    })
    expect(hit).toMatchObject({
      source: 'projects.json',
      shared: false,
      metadata: { recordId: 'p-2', vehicle: 'suv' },
    })
  })

  it('keeps every tenant to its own documents plus the shared ones', async () => {
    const doc = (text: string) => [
      { source: 'private.md', format: 'markdown' as const, content: `# 私有\n\n${text}` },
    ]
    await knowledge.ingest({
      tenantId: 'tenant-a',
      collection: 'vehicle-manual',
      documents: doc('A 公司的空调温度秘籍'),
    })
    await knowledge.ingest({
      tenantId: 'tenant-b',
      collection: 'vehicle-manual',
      documents: doc('B 公司的空调温度秘籍'),
    })
    const seen = async (tenantId?: string) =>
      (
        await knowledge.search({ tenantId, collection: 'vehicle-manual', query: '空调温度秘籍', limit: 10 })
      ).map((r) => r.content)
    const a = await seen('tenant-a')
    expect(a).toContain('A 公司的空调温度秘籍')
    expect(a).not.toContain('B 公司的空调温度秘籍')
    expect(a.some((content) => content.includes('16 到 32'))).toBe(true)
    const shared = await seen(undefined)
    expect(shared.some((content) => content.includes('公司'))).toBe(false)
    expect(await knowledge.count('tenant-a')).toBe(1)
  })

  it('filters on metadata in every mode', async () => {
    for (const mode of ['hybrid', 'vector', 'text'] as const) {
      const results = await knowledge.search({
        collection: 'vehicle-manual',
        query: '空调温度 雨刮档位',
        filters: { system: 'wipers' },
        mode,
      })
      expect(results.length, mode).toBeGreaterThan(0)
      expect(
        results.every((r) => r.metadata.system === 'wipers'),
        mode,
      ).toBe(true)
    }
    const tagged = await knowledge.search({
      collection: 'vehicle-manual',
      query: '温度',
      filters: { tags: ['空调'] },
    })
    expect(tagged.every((r) => r.source === 'manual://ac/temperature')).toBe(true)
  })

  it('leaves out results scoring under minScore and honours limit', async () => {
    const all = await knowledge.search({ collection: 'vehicle-manual', query: '空调温度范围', limit: 10 })
    expect(all.length).toBeGreaterThan(1)
    const cut = all[0]!.score - 0.0001
    const strong = await knowledge.search({
      collection: 'vehicle-manual',
      query: '空调温度范围',
      minScore: cut,
    })
    expect(strong.length).toBeGreaterThan(0)
    expect(strong.every((r) => r.score >= cut)).toBe(true)
    expect(strong.length).toBeLessThan(all.length)
    expect(await knowledge.search({ collection: 'vehicle-manual', query: '空调', limit: 1 })).toHaveLength(1)
  })

  it('replaces the chunks of a source ingested again, and deletes them on request', async () => {
    const tenantId = 'acme-replace'
    const ingest = (sections: string[]) =>
      knowledge.ingest({
        tenantId,
        collection: 'tuning-presets',
        documents: [
          {
            source: 'preset://warm',
            format: 'markdown',
            content: sections.map((s) => `## ${s}\n\n${s} 的说明。`).join('\n\n'),
          },
        ],
      })
    expect((await ingest(['低音', '中音', '高音'])).chunks).toBe(3)
    expect((await ingest(['低音', '高音'])).chunks).toBe(2)
    expect(await knowledge.count(tenantId, 'tuning-presets')).toBe(2)
    const found = await knowledge.search({
      tenantId,
      collection: 'tuning-presets',
      query: '中音的说明',
      limit: 10,
    })
    expect(
      found
        .filter((r) => !r.shared)
        .map((r) => r.metadata.section)
        .sort(),
    ).toEqual(['低音', '高音'])
    expect(
      await knowledge.deleteSource({ tenantId, collection: 'tuning-presets', source: 'preset://warm' }),
    ).toBe(2)
    expect(await knowledge.count(tenantId, 'tuning-presets')).toBe(0)
    expect(await knowledge.search({ tenantId, collection: 'tuning-presets', query: '低音' })).toEqual([])
  })

  it('refuses unknown collections, oversized and ambiguous input with typed errors', async () => {
    await expect(knowledge.search({ collection: 'recipes', query: 'x' })).rejects.toMatchObject({
      code: 'unknown_collection',
    })
    const small = createKnowledgeBase({ store, limits: { maxDocumentChars: 10 } })
    const big = { source: 'big.txt', format: 'text' as const, content: '很长'.repeat(10) }
    await expect(
      small.ingest({ tenantId: 't', collection: 'projects', documents: [big] }),
    ).rejects.toMatchObject({
      code: 'too_large',
    })
    const twice = [
      { source: 'a', format: 'text' as const, content: 'x' },
      { source: 'a', format: 'text' as const, content: 'y' },
    ]
    await expect(
      knowledge.ingest({ tenantId: 't', collection: 'projects', documents: twice }),
    ).rejects.toMatchObject({
      code: 'invalid_input',
    })
    await expect(knowledge.search({ collection: 'projects', query: '   ' })).rejects.toMatchObject({
      code: 'invalid_input',
    })
  })

  it('refuses graph-walk widths pgvector cannot use, whichever search they are for', () => {
    for (const options of [
      { efSearch: 0 },
      { efSearch: 1001 },
      { hybridEfSearch: 2.5 },
      { hybridEfSearch: Number.NaN },
    ]) {
      expect(() => createKnowledgeBase({ store, ...options })).toThrow(
        expect.objectContaining({ code: 'invalid_input' }),
      )
    }
    expect(createKnowledgeBase({ store, efSearch: 1000, hybridEfSearch: 1 }).available).toBe(true)
  })

  it('serves domains through KnowledgeSearch, the interface @mindwire/agent defines', async () => {
    const results = await knowledge.knowledgeSearch({
      collection: 'vehicle-manual',
      query: '雨刮自动档',
      limit: 2,
    })
    expect(results[0]).toMatchObject({ source: 'manual://wipers' })
    expect(Object.keys(results[0]!)).toEqual(
      expect.arrayContaining(['id', 'content', 'metadata', 'score', 'source']),
    )
  })

  it('says knowledge search is unavailable, and why, on a database without pgvector', async () => {
    const withoutVector = createKnowledgeBase({ store: { ...store, vectorEnabled: false } })
    expect(withoutVector.available).toBe(false)
    expect(withoutVector.unavailableReason).toContain('pgvector')
    await expect(withoutVector.search({ collection: 'xialgo', query: 'eq' })).rejects.toMatchObject({
      code: 'knowledge_unavailable',
    })
  })
})
