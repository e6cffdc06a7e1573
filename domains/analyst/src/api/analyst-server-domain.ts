import type { LanguageModelV4 } from '@ai-sdk/provider'
import type { ServerDomain } from '@mindwire/server'
import { analystDomain } from '../analyst-domain.ts'
import type { AnalystDeps } from '../loop/analyst-deps.ts'
import { runRoutes } from './run-routes.ts'
import { DEFAULT_UPLOAD_QUOTA, type UploadQuota } from './upload-quota.ts'

export interface AnalystServerOptions {
  /** Built on the first request, so a server without the executor still starts (and answers 503 here). */
  deps: () => AnalystDeps
  /** The largest upload, in decoded bytes (default 16 MiB: about 90 s of 48 kHz stereo 16-bit WAV). */
  maxAudioBytes?: number
  /** How much uploaded audio each tenant may keep (default DEFAULT_UPLOAD_QUOTA). */
  uploadQuota?: Partial<UploadQuota>
  /** The model behind `planner: 'llm'`; without it only the offline planner is offered. */
  llmModel?: () => LanguageModelV4
}

/** The analyst as the server hosts it: its runs under /api/analyst, persisted in the store. */
export function analystServerDomain(options: AnalystServerOptions): ServerDomain {
  return {
    domain: analystDomain,
    routes: (app, context) =>
      runRoutes(app, context, {
        deps: options.deps,
        maxAudioBytes: options.maxAudioBytes ?? 16 * 1024 * 1024,
        uploadQuota: { ...DEFAULT_UPLOAD_QUOTA, ...options.uploadQuota },
        llmModel: options.llmModel,
      }),
  }
}
