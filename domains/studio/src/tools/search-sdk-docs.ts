import { defineTool, type KnowledgeSearch, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { searchSdkDocs, XVST_SDK_COLLECTION } from '../xivst/sdk-docs.ts'
import { toolFailure } from './tool-failure.ts'

export const SEARCH_SDK_DOCS = 'search-sdk-docs'

/**
 * XiVST 开发者问答 (seed 000 §6.6): passages of the XVST SDK documents for a question, from the
 * `xvst-sdk` knowledge collection; without a knowledge index, from the shipped documents themselves.
 */
export function searchSdkDocsTool(knowledge?: KnowledgeSearch): Tool {
  return defineTool({
    name: SEARCH_SDK_DOCS,
    readOnly: true,
    description:
      'Searches the XVST SDK documentation (multi-rate, lifecycle, parameters, latency, threading) for a developer question; answer from the passages it returns and cite their source.',
    parameters: z.object({ question: z.string().min(1).max(500) }),
    execute: async ({ question }, { scope }) => {
      if (knowledge) {
        const results = await knowledge({
          collection: XVST_SDK_COLLECTION,
          query: question,
          limit: 3,
          ...(scope?.tenantId ? { tenantId: scope.tenantId } : {}),
        }).catch((error: unknown) => {
          throw toolFailure(
            'search_failed',
            `the SDK documentation search failed: ${(error as Error).message}`,
          )
        })
        if (results.length > 0)
          return {
            source: 'knowledge',
            passages: results.map((result) => ({
              source: result.source,
              score: Math.round(result.score * 1000) / 1000,
              content: result.content.slice(0, 1200),
            })),
          }
      }
      return {
        source: 'documents',
        passages: searchSdkDocs(question).map((doc) => ({
          source: doc.source,
          title: doc.title,
          score: doc.score,
          content: doc.content.slice(0, 2400),
        })),
      }
    },
  })
}
