import { describe, expect, it } from 'vitest'
import { analystOptionsFromEnv } from './analyst-env.ts'
import { DEFAULT_AUDIO_LIMITS } from './audio/audio-limits.ts'

describe('the analyst’s limits from the environment', () => {
  it('keeps the defaults when nothing is set, and overrides only what is', () => {
    expect(analystOptionsFromEnv({})).toEqual({ deps: { limits: DEFAULT_AUDIO_LIMITS }, uploadQuota: {} })
    const options = analystOptionsFromEnv({
      MINDWIRE_ANALYST_MAX_SECONDS: '60',
      MINDWIRE_ANALYST_MAX_STORED_RUNS: ' 20 ',
      MINDWIRE_ANALYST_THREAD_HEAP_MB: '256',
    })
    expect(options.deps).toEqual({ limits: { ...DEFAULT_AUDIO_LIMITS, maxSeconds: 60 }, heapMb: 256 })
    expect(options.uploadQuota).toEqual({ maxRuns: 20 })
  })

  it('stops at start on a value that is not a positive whole number, naming the variable', () => {
    for (const value of ['0', '-5', '1.5', 'ten', '1e400'])
      expect(() => analystOptionsFromEnv({ MINDWIRE_ANALYST_MAX_CHANNELS: value })).toThrow(
        `MINDWIRE_ANALYST_MAX_CHANNELS must be a positive whole number, not "${value}"`,
      )
  })
})
