import { AgentError } from '@mindwire/agent'
import { EMBEDDING_DIMENSIONS } from '@mindwire/store'
import type { Embedder } from './embedder.ts'
import { createLocalEmbedder } from './local-embedder.ts'
import { createOpenAICompatibleEmbedder } from './openai-compatible-embedder.ts'

/**
 * The embedder the environment asks for. With MINDWIRE_EMBEDDING_BASE_URL set: that OpenAI-compatible
 * endpoint (MINDWIRE_EMBEDDING_MODEL required; MINDWIRE_EMBEDDING_API_KEY, MINDWIRE_EMBEDDING_DIMENSIONS
 * to request a width, MINDWIRE_EMBEDDING_PROJECT=1 to project another width to the table's). Otherwise the
 * local embedder, which needs no network.
 */
export function createEmbedderFromEnv(env: Record<string, string | undefined> = process.env): Embedder {
  const baseURL = env.MINDWIRE_EMBEDDING_BASE_URL
  if (!baseURL) return createLocalEmbedder()
  const model = env.MINDWIRE_EMBEDDING_MODEL
  if (!model) {
    throw new AgentError('config', 'MINDWIRE_EMBEDDING_BASE_URL is set but MINDWIRE_EMBEDDING_MODEL is not')
  }
  const requested = env.MINDWIRE_EMBEDDING_DIMENSIONS ? Number(env.MINDWIRE_EMBEDDING_DIMENSIONS) : undefined
  if (requested !== undefined && !(Number.isInteger(requested) && requested > 0)) {
    throw new AgentError(
      'config',
      `MINDWIRE_EMBEDDING_DIMENSIONS must be a positive integer, not "${env.MINDWIRE_EMBEDDING_DIMENSIONS}"`,
    )
  }
  return createOpenAICompatibleEmbedder({
    baseURL,
    apiKey: env.MINDWIRE_EMBEDDING_API_KEY,
    model,
    dimensions: EMBEDDING_DIMENSIONS,
    requestDimensions: requested,
    onMismatch: ['1', 'true', 'yes'].includes((env.MINDWIRE_EMBEDDING_PROJECT ?? '').toLowerCase())
      ? 'project'
      : 'refuse',
  })
}
