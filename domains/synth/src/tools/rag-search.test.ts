import type { KnowledgeQuery } from '@mindwire/agent'
import { describe, expect, it } from 'vitest'
import { emptyCanvas, runTool } from '../testing/tool-harness.ts'
import { ragSearchTool, SYNTH_DOCS_COLLECTION } from './rag-search.ts'

describe('rag_search', () => {
  it('searches synth-docs for the run’s tenant and returns passages with their sources', async () => {
    const queries: KnowledgeQuery[] = []
    const tool = ragSearchTool(async (query) => {
      queries.push(query)
      return [
        {
          id: 'd1',
          content: 'An LFO is a slow oscillator used to modulate other parameters.',
          metadata: { title: 'LFO modulation' },
          score: 0.87654,
          source: 'synth-docs/lfo-modulation.md',
        },
      ]
    })
    const run = await runTool(tool, { query: '什么是LFO' }, emptyCanvas(), { tenantId: 'acme' })
    expect(queries).toEqual([
      { collection: SYNTH_DOCS_COLLECTION, query: '什么是LFO', limit: 5, tenantId: 'acme' },
    ])
    expect(run.ok && run.output.results).toEqual([
      {
        content: 'An LFO is a slow oscillator used to modulate other parameters.',
        source: 'synth-docs/lfo-modulation.md',
        score: 0.877,
        title: 'LFO modulation',
      },
    ])
  })

  it('is a clear tool error without a knowledge search', async () => {
    const run = await runTool(ragSearchTool(), { query: 'reverb' }, emptyCanvas())
    expect(run).toMatchObject({ ok: false, message: 'knowledge search is not configured on this server' })
    expect(run.operations).toEqual([
      { type: 'ERROR', message: 'knowledge search is not configured on this server', tool: 'rag_search' },
    ])
  })

  it('turns a failing search into a tool error with an ERROR operation', async () => {
    const tool = ragSearchTool(async () => {
      throw new Error('knowledge search is unavailable: the database lacks the pgvector extension')
    })
    const run = await runTool(tool, { query: 'reverb' }, emptyCanvas())
    expect(run).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^knowledge search failed: .*pgvector/),
    })
    expect(run.operations[0]).toMatchObject({ type: 'ERROR', tool: 'rag_search' })
  })
})
