import { createKnowledgeBase, type KnowledgeBase } from '@mindwire/rag'
import { beforeAll, describe, expect, it } from 'vitest'
import { effectScope, nextTick, ref } from 'vue'
import { useBoardServer } from './testing/board-fixture.ts'
import { useRAG } from './use-rag.ts'

let knowledge: KnowledgeBase
const board = useBoardServer({ knowledge: (store) => (knowledge = createKnowledgeBase({ store })) })

beforeAll(async () => {
  await knowledge.ingest({
    tenantId: 'acme',
    collection: 'xialgo',
    documents: [
      {
        source: 'xialgo://eq-parametric-v2',
        format: 'text',
        content: '参数均衡器：每段有频率、增益和 Q 值。',
      },
      { source: 'xialgo://limiter-v1', format: 'text', content: '限幅器：阈值以上的峰值被压住，防止削波。' },
    ],
  })
})

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5))
}

describe('useRAG', () => {
  it('searches as the query ref changes; results, loading and errors are refs', async () => {
    const client = board.client()
    const query = ref('')
    const collection = ref('xialgo')
    const scope = effectScope()
    const rag = scope.run(() => useRAG({ client, collection, query, limit: 1 }))!
    expect(rag.loading.value).toBe(false)

    query.value = '限幅 削波'
    await nextTick()
    expect(rag.loading.value).toBe(true)
    await until(() => !rag.loading.value)
    expect(rag.results.value.map((r) => r.source)).toEqual(['xialgo://limiter-v1'])
    expect(rag.results.value[0]).toMatchObject({
      collection: 'xialgo',
      shared: false,
      score: expect.any(Number),
    })

    expect((await rag.search('均衡器 增益'))?.map((r) => r.source)).toEqual(['xialgo://eq-parametric-v2'])

    collection.value = 'no-such-collection'
    await nextTick()
    await until(() => !rag.loading.value)
    expect(rag.error.value).toMatchObject({ code: 'unknown_collection', status: 404 })
    scope.stop()
  })
  // The SDK's own calls under useRAG's server (seed 000 §4.4): a text embedded by the server, and its vector
  // searched by cosine with the 0.7 cut-off by default.
  it('client.embed and client.similaritySearch: a passage found by its own wording, nothing under the cut-off', async () => {
    const client = board.client()
    const [vector] = await client.embed(['限幅器：阈值以上的峰值被压住，防止削波。'])
    expect(vector!.length).toBeGreaterThan(2)
    const found = await client.similaritySearch(vector!, 'xialgo')
    expect(found[0]).toMatchObject({ source: 'xialgo://limiter-v1' })
    for (const result of found) expect(result.score).toBeGreaterThanOrEqual(0.7)
    // With the cut-off at 0 the other passage comes too, after it: the default is what left it out, if anything.
    const all = await client.similaritySearch(vector!, ['xialgo'], { minScore: 0 })
    expect(all.map((result) => result.source).sort()).toEqual([
      'xialgo://eq-parametric-v2',
      'xialgo://limiter-v1',
    ])
    expect(all[0]!.source).toBe('xialgo://limiter-v1')
    await expect(client.similaritySearch([0.5, 0.5], 'xialgo')).rejects.toMatchObject({
      code: 'invalid_input',
    })
  })
})
