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
})
