import { fileURLToPath } from 'node:url'
import type { CallSettings } from '@mindwire/agent'
import { z } from 'zod'
import { loadDataFile } from '../data-files/load-data-file.ts'

export const DEFAULT_SAMPLING_FILE = fileURLToPath(new URL('../../config/sampling.json', import.meta.url))

const SamplingFile = z.object({
  source: z.string().min(1),
  temperature: z.number().min(0).max(2),
  maxOutputTokens: z.number().int().positive(),
})

/** The LLM's sampling settings for cockpit dialogs, from `config/sampling.json` (its source named there). */
export function loadSampling(file = DEFAULT_SAMPLING_FILE): CallSettings {
  const { temperature, maxOutputTokens } = loadDataFile(file, SamplingFile)
  return { temperature, maxOutputTokens }
}
