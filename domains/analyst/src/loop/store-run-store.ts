import type { Store } from '@mindwire/store'
import type { AnalysisRound } from './analysis-run.ts'
import type { AnalysisRunStore, RunHeader, StoredRun } from './run-store.ts'

/** The app id of the sessions that hold analyst runs (apart from chat sessions of the `analyst` domain). */
export const ANALYST_RUN_APP = 'analyst-run'

/** The uploaded bytes a run was made from, kept so a crashed run can be resumed by the server alone. */
export interface StoredAudio {
  data: string
  mimeType: string
  fileName?: string
}

/** A run session's state: its status, and the stored upload's size (base64 characters) for the tenant's cap. */
export type RunSessionState = {
  status: 'running' | 'done'
  audioBytes: number
}

type RunEvent =
  | { type: 'analysis_audio'; data: StoredAudio }
  | { type: 'analysis_started'; data: RunHeader }
  | { type: 'analysis_round'; data: { index: number; round: AnalysisRound; elapsedMs: number } }
  | { type: 'analysis_final'; data: NonNullable<StoredRun['final']> }

/**
 * Runs in the platform store: a run is a session of app `analyst-run` (its id the run's) and each step an
 * appended session event — the audio, the header, every round, the conclusion. Events rather than the
 * agent's checkpointer, because a checkpoint keeps only the latest snapshot while a run is a history
 * (GET shows every round) and events are append-only, ordered and already tenant-scoped by their session.
 */
export function storeRunStore(
  store: Store,
  tenantId: string,
): AnalysisRunStore & {
  saveAudio(runId: string, audio: StoredAudio): Promise<void>
  loadAudio(runId: string): Promise<StoredAudio | undefined>
} {
  async function ensureSession(runId: string, title: string, audioBytes = 0) {
    if (await store.sessions.get(tenantId, runId)) return
    const state: RunSessionState = { status: 'running', audioBytes }
    await store.sessions.create({ id: runId, tenantId, app: ANALYST_RUN_APP, title, state })
  }
  async function append(runId: string, event: RunEvent) {
    const seq = (await store.events.lastSeq(runId)) + 1
    await store.events.append([{ sessionId: runId, seq, runId, type: event.type, data: event.data as never }])
  }
  async function events(runId: string): Promise<RunEvent[] | undefined> {
    const session = await store.sessions.get(tenantId, runId)
    if (!session || session.app !== ANALYST_RUN_APP) return undefined
    const all = await store.events.listAfter(runId, 0, 10_000)
    return all.map((e) => ({ type: e.type, data: e.data }) as RunEvent)
  }
  return {
    async saveAudio(runId, audio) {
      await ensureSession(runId, audio.fileName ?? 'uploaded audio', audio.data.length)
      await append(runId, { type: 'analysis_audio', data: audio })
    },
    async loadAudio(runId) {
      return (await events(runId))?.find((e) => e.type === 'analysis_audio')?.data as StoredAudio | undefined
    },
    async start(header) {
      await ensureSession(header.id, header.observation.id)
      await append(header.id, { type: 'analysis_started', data: header })
    },
    async saveRound(runId, index, round, elapsedMs) {
      await append(runId, { type: 'analysis_round', data: { index, round, elapsedMs } })
    },
    async finish(runId, final) {
      await append(runId, { type: 'analysis_final', data: final })
      const session = await store.sessions.get(tenantId, runId)
      const audioBytes = (session?.state as Partial<RunSessionState> | undefined)?.audioBytes ?? 0
      const state: RunSessionState = { status: 'done', audioBytes }
      await store.sessions.update(tenantId, runId, { state })
    },
    async load(runId) {
      const all = await events(runId)
      const header = all?.find((e) => e.type === 'analysis_started')?.data as RunHeader | undefined
      if (!all || !header) return undefined
      const run: StoredRun = { ...header, rounds: [], elapsedMs: 0 }
      for (const event of all) {
        // A resumed run appends rounds after the ones it reused; the latest of an index wins.
        if (event.type === 'analysis_round') {
          run.rounds[event.data.index] = event.data.round
          run.elapsedMs = event.data.elapsedMs
        }
        if (event.type === 'analysis_final') run.final = event.data
      }
      return run
    },
  }
}
