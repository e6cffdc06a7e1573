import { defineTool, type KnowledgeResult, type KnowledgeSearch, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { moduleDefinition } from '../catalogue/index.ts'
import type { ModuleDefinition } from '../catalogue/module-definition.ts'
import { searchCatalogue } from './search-catalogue.ts'
import { toolFailure } from './tool-failure.ts'

export const SEARCH_ALGO_LIBRARY = 'search-algo-library'

/** The knowledge collection of the XiAlgo documents (domains/studio/knowledge/xialgo). */
export const XIALGO_COLLECTION = 'xialgo'

/**
 * search-algo-library (seed 000 §4.3): XiAlgo modules for a need, through the knowledge search of the
 * `xialgo` collection; each hit names the catalogue id update-link takes. Without a knowledge index (no
 * pgvector, no search configured) it searches the catalogue's own names and keywords.
 */
export function searchAlgoLibraryTool(knowledge?: KnowledgeSearch): Tool {
  return defineTool({
    name: SEARCH_ALGO_LIBRARY,
    readOnly: true,
    description:
      'Searches the XiAlgo algorithm library for modules matching a need (e.g. "engine sound oscillator", "限幅器"), optionally by category (filter, dynamics, generator, utility, analysis, spatial, voice, measurement) and certification (e.g. ASIL-A, QM). Returns catalogue ids to use with update-link, with parameters and passages.',
    parameters: z.object({
      query: z.string().min(1).max(300),
      category: z.string().max(40).optional(),
      certification: z.string().max(40).optional(),
      limit: z.number().int().min(1).max(10).optional(),
    }),
    execute: async ({ query, category, certification, limit }, { scope }) => {
      const wanted = limit ?? 5
      const filters = { ...(category ? { category } : {}) }
      let hits: Array<{ definition: ModuleDefinition; score: number; passage?: string }>
      let source: 'knowledge' | 'catalogue' = 'catalogue'
      if (knowledge) {
        let results: KnowledgeResult[]
        try {
          results = await knowledge({
            collection: XIALGO_COLLECTION,
            query,
            filters,
            limit: wanted * 3,
            minScore: 0,
            ...(scope?.tenantId ? { tenantId: scope.tenantId } : {}),
          })
        } catch (error) {
          throw toolFailure(
            'search_failed',
            `the algorithm library search failed: ${(error as Error).message}`,
          )
        }
        hits = knowledgeHits(results)
        source = 'knowledge'
        if (hits.length === 0) hits = searchCatalogue(query, { category })
      } else hits = searchCatalogue(query, { category })
      const certified = certification
        ? hits.filter((hit) =>
            hit.definition.certification.toLowerCase().includes(certification.toLowerCase()),
          )
        : hits
      return {
        query,
        source,
        results: certified.slice(0, wanted).map((hit) => ({
          id: hit.definition.id,
          docId: hit.definition.docId,
          title: hit.definition.title,
          titleZh: hit.definition.titleZh,
          category: hit.definition.category,
          certification: hit.definition.certification,
          latencyMs: hit.definition.latencyMs,
          params: hit.definition.params.map((param) => param.key),
          description: hit.definition.description,
          score: Math.round(hit.score * 1000) / 1000,
          ...(hit.passage ? { passage: hit.passage } : {}),
        })),
      }
    },
  })
}

/** Knowledge passages grouped by the module their document describes, best passage first. */
function knowledgeHits(results: readonly KnowledgeResult[]) {
  const byModule = new Map<string, { definition: ModuleDefinition; score: number; passage?: string }>()
  for (const result of results) {
    const docId = typeof result.metadata.id === 'string' ? result.metadata.id : result.source
    const definition = moduleDefinition(docId)
    if (!definition || byModule.has(definition.id)) continue
    byModule.set(definition.id, { definition, score: result.score, passage: result.content.slice(0, 400) })
  }
  return [...byModule.values()]
}
