import { AgentError } from '@mindwire/agent'
import { describe, expect, it } from 'vitest'
import { fusionFromEnv } from './fusion-from-env.ts'

describe('fusion from the environment', () => {
  it('fuses by score with an even weight unless told otherwise', () => {
    expect(fusionFromEnv({})).toEqual({ method: 'score', textWeight: 0.5 })
    expect(fusionFromEnv({ MINDWIRE_RAG_TEXT_WEIGHT: '0.7' })).toEqual({ method: 'score', textWeight: 0.7 })
    expect(fusionFromEnv({ MINDWIRE_RAG_FUSION: 'rank' })).toEqual({ method: 'rank' })
  })

  it('refuses an unknown method or a weight outside 0–1', () => {
    expect(() => fusionFromEnv({ MINDWIRE_RAG_FUSION: 'rrf' })).toThrow(AgentError)
    expect(() => fusionFromEnv({ MINDWIRE_RAG_TEXT_WEIGHT: '1.5' })).toThrow(/within 0–1/)
    expect(() => fusionFromEnv({ MINDWIRE_RAG_TEXT_WEIGHT: 'half' })).toThrow(/"half"/)
  })
})
