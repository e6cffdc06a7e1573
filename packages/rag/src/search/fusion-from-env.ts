import { AgentError } from '@mindwire/agent'
import type { HybridFusion } from './hybrid-search.ts'
import { DEFAULT_TEXT_WEIGHT } from './score-fusion.ts'

/**
 * The hybrid fusion the environment asks for: MINDWIRE_RAG_FUSION `score` (default) or `rank`, and for
 * score fusion MINDWIRE_RAG_TEXT_WEIGHT (0–1, default 0.5), the share of the text score. A semantic
 * embedding model's cosines sit in their own band, so a deployment that configures one may want either.
 */
export function fusionFromEnv(env: Record<string, string | undefined> = process.env): HybridFusion {
  const method = env.MINDWIRE_RAG_FUSION || 'score'
  if (method === 'rank') return { method: 'rank' }
  if (method !== 'score') {
    throw new AgentError('config', `MINDWIRE_RAG_FUSION must be "score" or "rank", not "${method}"`)
  }
  const raw = env.MINDWIRE_RAG_TEXT_WEIGHT
  const textWeight = raw ? Number(raw) : DEFAULT_TEXT_WEIGHT
  if (!(textWeight >= 0 && textWeight <= 1)) {
    throw new AgentError('config', `MINDWIRE_RAG_TEXT_WEIGHT must be a number within 0–1, not "${raw}"`)
  }
  return { method: 'score', textWeight }
}
