import type { Client } from '@mindwire/client'
import { type MaybeRefOrGetter, toValue } from 'vue'
import { useCopilotClient } from './copilot-client.ts'
import { useRequest } from './use-request.ts'

/** A seat of the simulated vehicle, e.g. `driver`. */
export type Seat = string

export interface DeviationSummary {
  maxDeviationDb: number
  rmsDeviationDb: number
}

/** `POST /api/studio/projects/{id}/auto-tune`: the new revision and the deviation before and after. */
export interface AutoTuneResult {
  revision: number
  batchId: string | null
  converged: boolean
  before: DeviationSummary
  after: DeviationSummary
  iterations: Record<string, unknown>[]
}

/** A project artifact kept by the studio (a measurement, a test run, generated code). */
export interface StudioArtifact<Data = Record<string, unknown>> {
  id: string
  kind: string
  title: string
  sessionId: string | null
  createdAt: number
  data: Data
}

export interface UseAIAutoTuneOptions {
  client?: Client
  /** The studio project to measure and tune. */
  projectId: MaybeRefOrGetter<string>
}

/** The path of a studio project's route; the id is encoded, never trusted as a path. */
export function projectPath(projectId: string, route: string): string {
  return `/api/studio/projects/${encodeURIComponent(projectId)}/${route}`
}

/**
 * XiTune auto-tune (seed 000 §6.3) as refs: `measure` a seat, then `tune` it toward the project's
 * target; each keeps its last answer, loading flag and error.
 */
export function useAIAutoTune(options: UseAIAutoTuneOptions) {
  const client = useCopilotClient(options.client)
  const measurement = useRequest<StudioArtifact>()
  const tuning = useRequest<AutoTuneResult>()
  return {
    measurement: measurement.data,
    measuring: measurement.loading,
    result: tuning.data,
    tuning: tuning.loading,
    /** The last failure of either action. */
    error: tuning.error,
    measureError: measurement.error,
    measure: (body: { position?: Seat; signalType?: 'sweep' | 'pink' } = {}) =>
      measurement.run((signal) =>
        client.request<StudioArtifact>('POST', projectPath(toValue(options.projectId), 'measurements'), {
          body,
          signal,
        }),
      ),
    tune: (body: { position?: Seat; toleranceDb?: number } = {}) =>
      tuning.run((signal) =>
        client.request<AutoTuneResult>('POST', projectPath(toValue(options.projectId), 'auto-tune'), {
          body,
          signal,
        }),
      ),
  }
}
