import { defineTool, type KnowledgeResult, type KnowledgeSearch, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { toolFailure } from './tool-failure.ts'

const NAME = 'rag_search'

/** The knowledge collection of the synth documents (domains/synth/knowledge/synth-docs). */
export const SYNTH_DOCS_COLLECTION = 'synth-docs'

/**
 * rag_search: passages from the synth knowledge base (module manuals, synthesis theory, patch recipes),
 * searched for the run's tenant. Without a configured search it fails as a tool error the model can
 * explain, instead of the model answering from nothing.
 */
export function ragSearchTool(knowledge?: KnowledgeSearch): Tool<CanvasSnapshot> {
  return defineTool({
    name: NAME,
    readOnly: true,
    description:
      'Searches the synth knowledge base (module manuals, synthesis theory, sound-design recipes, troubleshooting) and returns the best passages with their sources. Use it for questions about sound, modules or techniques; cite what it returns.',
    parameters: z.object({
      query: z.string().min(1).max(500).describe('what to look for, in the user’s words or keywords'),
      limit: z.number().int().min(1).max(10).optional().describe('how many passages, default 5'),
    }),
    execute: async ({ query, limit }, { scope }) => {
      if (!knowledge) throw toolFailure(NAME, 'knowledge search is not configured on this server')
      let results: KnowledgeResult[]
      try {
        results = await knowledge({
          collection: SYNTH_DOCS_COLLECTION,
          query,
          limit: limit ?? 5,
          ...(scope?.tenantId ? { tenantId: scope.tenantId } : {}),
        })
      } catch (error) {
        // An unavailable index (no pgvector) is an answer the model can pass on, not a crash of the run.
        throw toolFailure(NAME, `knowledge search failed: ${(error as Error)?.message ?? String(error)}`)
      }
      return {
        query,
        results: results.map((result) => ({
          content: result.content,
          source: result.source,
          score: Math.round(result.score * 1000) / 1000,
          ...(typeof result.metadata.title === 'string' ? { title: result.metadata.title } : {}),
        })),
      }
    },
  })
}
