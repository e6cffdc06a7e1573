import { defineTool, type KnowledgeResult, type KnowledgeSearch, type Tool, ToolError } from '@mindwire/agent'
import { z } from 'zod'

export interface SearchKnowledgeToolOptions {
  /** The search to run: KnowledgeBase.knowledgeSearch, or any KnowledgeSearch. */
  search: KnowledgeSearch
  /** The collections this domain may search; with several, the model may pick one. */
  collections: readonly [string, ...string[]]
  /** Default `search_knowledge`. */
  name?: string
  /** What the knowledge is about, for the model; a generic line by default. */
  description?: string
  /** Results when the model asks for no number; default 5. */
  defaultLimit?: number
  /** Characters of a passage the model sees; default 1200. */
  maxContentChars?: number
}

const filterValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])

/**
 * A tool that searches knowledge for the domain's model: collections bound here, the tenant from the
 * run's scope (shared knowledge is always included). Results come back with source, title and section
 * so the model can cite them; an outage goes back to the model as a tool error, never as a crash.
 */
export function createSearchKnowledgeTool(options: SearchKnowledgeToolOptions): Tool {
  const { collections } = options
  const maxChars = options.maxContentChars ?? 1200
  const parameters = z.object({
    query: z.string().min(1).max(500).describe('what to look for, in the words of the question'),
    ...(collections.length > 1
      ? {
          collection: z
            .enum(collections as [string, ...string[]])
            .optional()
            .describe('search only this collection; default all'),
        }
      : {}),
    filters: z
      .record(z.string(), filterValue)
      .optional()
      .describe('metadata the passages must have, e.g. {"category":"voice"}'),
    limit: z
      .number()
      .int()
      .min(1)
      .max(10)
      .optional()
      .describe(`how many passages, default ${options.defaultLimit ?? 5}`),
  })
  return defineTool({
    name: options.name ?? 'search_knowledge',
    description:
      options.description ??
      `Searches the knowledge base (${collections.join(', ')}) and returns the most relevant passages with their source. Use it before answering questions about how things work.`,
    parameters,
    group: 'knowledge',
    async execute(args, context) {
      const input = args as z.output<typeof parameters> & { collection?: string }
      const limit = input.limit ?? options.defaultLimit ?? 5
      const targets = input.collection ? [input.collection] : collections
      let found: KnowledgeResult[]
      try {
        const lists = await Promise.all(
          targets.map((collection) =>
            options.search({
              collection,
              query: input.query,
              filters: input.filters,
              limit,
              tenantId: context.scope?.tenantId,
            }),
          ),
        )
        found = lists
          .flat()
          .sort((a, b) => b.score - a.score)
          .slice(0, limit)
      } catch (error) {
        throw new ToolError(`knowledge search failed: ${(error as Error).message}`)
      }
      return {
        results: found.map((result) => ({
          source: result.source,
          title: result.metadata.title ?? null,
          section: result.metadata.section ?? null,
          score: result.score,
          content:
            result.content.length > maxChars ? `${result.content.slice(0, maxChars)}…` : result.content,
        })),
        ...(found.length === 0 ? { note: 'nothing relevant found; say so rather than guess' } : {}),
      }
    },
  })
}
