import { defineTool, type KnowledgeResult, type KnowledgeSearch, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { SEATS, VEHICLE_MODEL_IDS } from '../cabin/vehicle-models.ts'
import { LEARNED_COLLECTIONS } from '../memory/learned-knowledge.ts'
import { toolFailure } from './tool-failure.ts'

export const SEARCH_TUNING_HISTORY = 'search-tuning-history'

const COLLECTIONS = Object.values(LEARNED_COLLECTIONS) as [string, ...string[]]

/**
 * What the tenant's earlier work taught (seed 000 §1.1, §4.4): saved projects and test runs, measurements
 * per car and seat, auto-tune presets — written when they happened, searched here. Answers only; without
 * a knowledge index it says so instead of inventing a past.
 */
export function searchTuningHistoryTool(knowledge?: KnowledgeSearch): Tool {
  return defineTool({
    name: SEARCH_TUNING_HISTORY,
    readOnly: true,
    description:
      'Searches what earlier work of this tenant recorded: projects (chains, changes, test runs), vehicles (measurements per car and seat) and tuning-presets (auto-tune bands per car and seat). Use it for questions like "上次 SUV-B 后排怎么调的？"; answer from the entries it returns and name their project.',
    parameters: z.object({
      query: z.string().min(1).max(300),
      collections: z.array(z.enum(COLLECTIONS)).min(1).max(3).optional(),
      vehicleModel: z.enum(VEHICLE_MODEL_IDS as [string, ...string[]]).optional(),
      seat: z.enum(SEATS).optional(),
      limit: z.number().int().min(1).max(10).optional(),
    }),
    execute: async ({ query, collections, vehicleModel, seat, limit }, { scope }) => {
      if (!knowledge)
        throw toolFailure(
          'knowledge_unavailable',
          'this server keeps no knowledge index, so earlier projects cannot be searched',
        )
      const wanted = limit ?? 3
      const searched = collections ?? COLLECTIONS
      const found: Array<KnowledgeResult & { collection: string }> = []
      for (const collection of searched) {
        // Projects have no seat: a seat narrows measurements and presets only.
        const filters = {
          ...(vehicleModel ? { vehicleModel } : {}),
          ...(seat && collection !== LEARNED_COLLECTIONS.projects ? { seat } : {}),
        }
        const results = await knowledge({
          collection,
          query,
          filters,
          limit: wanted,
          ...(scope?.tenantId ? { tenantId: scope.tenantId } : {}),
        }).catch((error: unknown) => {
          throw toolFailure('search_failed', `the history search failed: ${(error as Error).message}`)
        })
        found.push(...results.map((result) => ({ ...result, collection })))
      }
      const best = found.sort((a, b) => b.score - a.score).slice(0, wanted)
      return {
        query,
        searched,
        entries: best.map((result) => ({
          collection: result.collection,
          source: result.source,
          score: Math.round(result.score * 1000) / 1000,
          kind: result.metadata.kind,
          projectName: result.metadata.projectName,
          vehicleModel: result.metadata.vehicleModel,
          seat: result.metadata.seat,
          recordedAt: result.metadata.recordedAt,
          content: result.content.slice(0, 800),
        })),
      }
    },
  })
}
