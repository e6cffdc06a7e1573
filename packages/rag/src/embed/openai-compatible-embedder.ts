import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { EmbeddingModelV4 } from '@ai-sdk/provider'
import { KnowledgeError } from '../api/knowledge-error.ts'
import type { Embedder } from './embedder.ts'
import { projectVector } from './project-dimensions.ts'

export interface OpenAICompatibleEmbedderOptions {
  /** e.g. https://dashscope.aliyuncs.com/compatible-mode/v1 or http://127.0.0.1:11434/v1 */
  baseURL: string
  apiKey?: string
  model: string
  /** Provider name, for logs and provider options. Default `embeddings`. */
  name?: string
  /** The width the documents table holds (384). */
  dimensions: number
  /**
   * Ask the model for this many dimensions (the `dimensions` request field; OpenAI text-embedding-3 and
   * some others support it). Default: none, the model's own width.
   */
  requestDimensions?: number
  /** What to do when the model's vectors are wider or narrower than `dimensions`. Default 'refuse'. */
  onMismatch?: 'refuse' | 'project'
  /** Texts per request; default the model's own limit, at most 64. */
  batchSize?: number
  /** Prepended to queries, for models trained with instructions (e.g. "query: " for e5). */
  queryPrefix?: string
  documentPrefix?: string
  fetch?: typeof globalThis.fetch
}

/**
 * An embedder on any OpenAI-compatible /embeddings endpoint (Qwen/DashScope, Ollama, vLLM, OpenAI…),
 * through the AI SDK's provider package. Vectors must be as wide as the documents table: a model that
 * answers with another width is refused with a message saying how to fix it, or projected when asked.
 */
export function createOpenAICompatibleEmbedder(options: OpenAICompatibleEmbedderOptions): Embedder {
  const name = options.name ?? 'embeddings'
  const model: EmbeddingModelV4 = createOpenAICompatible({
    name,
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    fetch: options.fetch,
  }).embeddingModel(options.model)
  const onMismatch = options.onMismatch ?? 'refuse'
  return {
    id: `openai-compatible:${options.model}${options.requestDimensions ? `@${options.requestDimensions}` : ''}`,
    dimensions: options.dimensions,
    async embed(texts, { purpose = 'document', signal } = {}) {
      const prefix = (purpose === 'query' ? options.queryPrefix : options.documentPrefix) ?? ''
      const limit = Math.min((await model.maxEmbeddingsPerCall) ?? 64, options.batchSize ?? 64)
      const vectors: number[][] = []
      for (let at = 0; at < texts.length; at += limit) {
        const values = texts.slice(at, at + limit).map((text) => prefix + text)
        let result: Awaited<ReturnType<EmbeddingModelV4['doEmbed']>>
        try {
          result = await model.doEmbed({ values, dimensions: options.requestDimensions, abortSignal: signal })
        } catch (error) {
          throw new KnowledgeError(
            'embedder_failed',
            `the embedding model ${options.model} at ${options.baseURL} failed: ${(error as Error).message}`,
            { cause: error },
          )
        }
        for (const embedding of result.embeddings) vectors.push(fit(embedding, options, onMismatch))
      }
      return vectors
    },
  }
}

function fit(
  embedding: number[],
  options: OpenAICompatibleEmbedderOptions,
  onMismatch: 'refuse' | 'project',
): number[] {
  if (embedding.length === options.dimensions) return embedding
  if (onMismatch === 'project') return projectVector(embedding, options.dimensions)
  throw new KnowledgeError(
    'embedder_misconfigured',
    `the embedding model ${options.model} returns ${embedding.length}-dimensional vectors; the documents table holds ${options.dimensions}. ` +
      `Set MINDWIRE_EMBEDDING_DIMENSIONS=${options.dimensions} if the model can shorten its vectors, ` +
      'or MINDWIRE_EMBEDDING_PROJECT=1 to project them (some quality is lost), or choose a model of that width.',
  )
}
