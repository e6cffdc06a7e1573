import { AgentError } from '@mindwire/agent'
import type { UploadQuota } from './api/upload-quota.ts'
import { type AudioLimits, DEFAULT_AUDIO_LIMITS } from './audio/audio-limits.ts'
import type { WorkerDepsOptions } from './isolation/worker-deps.ts'

/** The analyst's limits as `mindwire serve` reads them; each variable is optional and overrides one default. */
const VARIABLES = {
  MINDWIRE_ANALYST_MAX_SECONDS: 'maxSeconds',
  MINDWIRE_ANALYST_MAX_CHANNELS: 'maxChannels',
  MINDWIRE_ANALYST_MAX_SAMPLES: 'maxSamples',
  MINDWIRE_ANALYST_MAX_STORED_RUNS: 'maxRuns',
  MINDWIRE_ANALYST_MAX_STORED_BYTES: 'maxBytes',
  MINDWIRE_ANALYST_THREAD_HEAP_MB: 'heapMb',
} as const

/**
 * Audio limits, the stored-upload cap and the analysis thread's heap from the environment. A value that
 * is not a positive whole number stops the server at start, naming the variable.
 */
export function analystOptionsFromEnv(env: Readonly<Record<string, string | undefined>>): {
  deps: WorkerDepsOptions
  uploadQuota: Partial<UploadQuota>
} {
  const read: Partial<Record<(typeof VARIABLES)[keyof typeof VARIABLES], number>> = {}
  for (const [name, key] of Object.entries(VARIABLES)) {
    const raw = env[name]?.trim()
    if (!raw) continue
    const value = Number(raw)
    if (!Number.isSafeInteger(value) || value <= 0)
      throw new AgentError('config', `${name} must be a positive whole number, not "${raw}"`)
    read[key] = value
  }
  const limits: AudioLimits = {
    ...DEFAULT_AUDIO_LIMITS,
    ...(read.maxSeconds && { maxSeconds: read.maxSeconds }),
    ...(read.maxChannels && { maxChannels: read.maxChannels }),
    ...(read.maxSamples && { maxSamples: read.maxSamples }),
  }
  return {
    deps: { limits, ...(read.heapMb && { heapMb: read.heapMb }) },
    uploadQuota: {
      ...(read.maxRuns && { maxRuns: read.maxRuns }),
      ...(read.maxBytes && { maxBytes: read.maxBytes }),
    },
  }
}
