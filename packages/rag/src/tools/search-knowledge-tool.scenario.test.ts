import { createEngine, type KnowledgeQuery } from '@mindwire/agent'
import { openStore, type Store } from '@mindwire/store'
import { collectEvents, ScriptedModel } from '@mindwire/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHARED_KNOWLEDGE_TENANT } from '../api/collections.ts'
import { createKnowledgeBase, type KnowledgeBase } from '../knowledge-base.ts'
import { createSearchKnowledgeTool } from './search-knowledge-tool.ts'

let store: Store
let knowledge: KnowledgeBase
beforeAll(async () => {
  store = await openStore({ memory: true })
  knowledge = createKnowledgeBase({ store })
  await knowledge.ingest({
    tenantId: SHARED_KNOWLEDGE_TENANT,
    collection: 'xialgo',
    documents: [
      {
        source: 'xialgo://limiter-lookahead',
        format: 'markdown',
        content:
          '---\ntitle: Look-ahead limiter\ncategory: dynamics\n---\n## Attack 与 look-ahead\n\n限幅器的 look-ahead 延迟让增益提前下降，避免过冲。',
      },
    ],
  })
  await knowledge.ingest({
    tenantId: 'acme',
    collection: 'projects',
    documents: [
      {
        source: 'acme/p1.md',
        format: 'markdown',
        content: '## 项目一\n\n限幅器阈值设为 -1 dBFS，look-ahead 5 ms。',
      },
    ],
  })
})
afterAll(() => store.close())

/** Runs one turn in which the model calls the tool with `args`, as tenant `tenantId`. */
async function callThroughEngine(args: unknown, tenantId?: string) {
  const tool = createSearchKnowledgeTool({
    search: knowledge.knowledgeSearch,
    collections: ['xialgo', 'projects'],
  })
  const model = new ScriptedModel([
    { toolCalls: [{ name: 'search_knowledge', args, id: 'k1' }] },
    { text: 'done' },
  ])
  const session = createEngine({ model, tools: [tool] }).session()
  const events = await collectEvents(session.send('how does look-ahead work?', { scope: { tenantId } }))
  return events.find((event) => event.type === 'tool_result') as { status: string; output: any }
}

describe('search_knowledge tool', () => {
  it('searches the bound collections for the run’s tenant, shared knowledge included, with sources', async () => {
    const result = await callThroughEngine({ query: '限幅器 look-ahead', limit: 5 }, 'acme')
    expect(result.status).toBe('ok')
    const sources = result.output.results.map((r: { source: string }) => r.source)
    expect(sources).toEqual(expect.arrayContaining(['xialgo://limiter-lookahead', 'acme/p1.md']))
    expect(result.output.results[0]).toEqual({
      source: expect.any(String),
      title: expect.anything(),
      section: expect.any(String),
      score: expect.any(Number),
      content: expect.any(String),
    })
  })

  it('never shows one tenant another tenant’s documents', async () => {
    const result = await callThroughEngine({ query: '限幅器阈值 look-ahead' }, 'globex')
    const sources = result.output.results.map((r: { source: string }) => r.source)
    expect(sources).toContain('xialgo://limiter-lookahead')
    expect(sources).not.toContain('acme/p1.md')
  })

  it('narrows to one collection and to metadata when the model asks', async () => {
    const result = await callThroughEngine(
      { query: 'look-ahead', collection: 'xialgo', filters: { category: 'dynamics' } },
      'acme',
    )
    expect(result.output.results.map((r: { source: string }) => r.source)).toEqual([
      'xialgo://limiter-lookahead',
    ])
    const none = await callThroughEngine({
      query: 'look-ahead',
      collection: 'xialgo',
      filters: { category: 'voice' },
    })
    expect(none.output).toMatchObject({ results: [], note: expect.stringContaining('nothing') })
  })

  it('rejects a collection it was not given, and reports a failed search to the model as a tool error', async () => {
    const invalid = await callThroughEngine({ query: 'x', collection: 'vehicle-manual' }, 'acme')
    expect(invalid.status).toBe('error')
    const queries: KnowledgeQuery[] = []
    const failing = createSearchKnowledgeTool({
      collections: ['synth-docs'],
      search: async (query) => {
        queries.push(query)
        throw new Error('database is down')
      },
    })
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'search_knowledge', args: { query: 'adsr' } }] },
      { text: 'sorry' },
    ])
    const events = await collectEvents(
      createEngine({ model, tools: [failing] })
        .session()
        .send('q', { scope: { tenantId: 'acme' } }),
    )
    expect(events.find((e) => e.type === 'tool_result')).toMatchObject({
      status: 'error',
      output: { error: 'tool_error', message: 'knowledge search failed: database is down' },
    })
    expect(queries).toEqual([
      { collection: 'synth-docs', query: 'adsr', limit: 5, tenantId: 'acme', filters: undefined },
    ])
  })
})
