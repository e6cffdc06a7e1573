import { ApiError } from '@mindwire/server'
import type { Store } from '@mindwire/store'
import { ANALYST_RUN_APP, type RunSessionState } from '../loop/store-run-store.ts'

/** How much uploaded audio one tenant may keep (each run keeps its upload, as base64, so it can resume). */
export interface UploadQuota {
  maxRuns: number
  /** Stored base64 characters over all the tenant's runs. */
  maxBytes: number
}

/** 100 runs, or 256 MiB: a dozen full-size uploads, hundreds of typical takes. */
export const DEFAULT_UPLOAD_QUOTA: UploadQuota = { maxRuns: 100, maxBytes: 256 * 1024 * 1024 }

/**
 * Refuses (429 quota_exceeded) an upload that would take the tenant past its cap; DELETE of a run frees
 * its share. Two uploads checked at the same moment may both pass: the cap bounds growth, it is not a lock.
 */
export async function checkUploadQuota(
  store: Store,
  tenantId: string,
  incomingBytes: number,
  quota: UploadQuota,
): Promise<void> {
  const runs = await store.sessions.list(tenantId, { app: ANALYST_RUN_APP, limit: quota.maxRuns + 1 })
  let bytes = 0
  for (const run of runs) bytes += (run.state as Partial<RunSessionState> | null)?.audioBytes ?? 0
  if (runs.length >= quota.maxRuns)
    throw new ApiError(
      429,
      'quota_exceeded',
      `this tenant keeps ${runs.length} analyst runs; the cap is ${quota.maxRuns}: delete old runs to start new ones`,
    )
  if (bytes + incomingBytes > quota.maxBytes)
    throw new ApiError(
      429,
      'quota_exceeded',
      `this tenant's runs keep ${bytes} bytes of audio; ${incomingBytes} more would pass the cap of ${quota.maxBytes}: delete old runs to start new ones`,
    )
}
