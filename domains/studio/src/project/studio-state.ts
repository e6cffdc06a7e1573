import type { ProjectRecord } from '@mindwire/store'
import type { ProjectDocument } from '../chain/chain.ts'
import type { RedoableBatch, UndoableBatch } from './undoable-batch.ts'

/** Something a turn produced besides chain changes, kept with the project (seed 000: XiTune, XiTest, XiForge). */
export interface StudioArtifact {
  id: string
  kind: 'measurement' | 'test-run' | 'generated-code' | 'tuning-ui'
  /** One line for lists. */
  title: string
  data: Record<string, unknown>
}

/**
 * What the studio tools work on during a run: the session's project, loaded from the store, as one mutable
 * object. Tools replace `document.chain` and note what they changed; after the run the changes become one
 * revision (one batch: the turn is undone as a whole) and the artifacts are saved.
 */
export interface StudioState {
  projectId: string
  projectName: string
  revision: number
  document: ProjectDocument
  changes: string[]
  /** The chain edits of this turn as the calls that made them, to replay on a newer project (see the holder). */
  edits: Array<{ tool: string; args: unknown }>
  artifacts: StudioArtifact[]
  /** The module the person asked about from its card ("这个模块…"), for this request only. */
  focusModuleId?: string
  /** The project's latest change an undo would take back, as the turn began (absent: nothing to undo). */
  undoable?: UndoableBatch
  /** The batch this turn undid (undo-change): the store's undo takes it back with the turn's step. */
  undone?: string
  /** The change the project's latest undo took back, as the turn began (absent: nothing to redo). */
  redoable?: RedoableBatch
  /** The batch this turn brought back (redo-change): the store's redo writes it with the turn's step. */
  redone?: string
}

/** The run's studio state; a bug, not a tool error, when the host passed something else. */
export function studioOf(state: unknown): StudioState {
  const candidate = state as Partial<StudioState> | null
  if (
    !candidate ||
    typeof candidate !== 'object' ||
    !candidate.document ||
    !Array.isArray(candidate.changes) ||
    !Array.isArray(candidate.edits)
  )
    throw new TypeError('the studio tools need the project state of a studio session')
  return candidate as StudioState
}

/** A project from the store as the tools' state: a private copy of its document, nothing changed yet. */
export function studioStateOf(project: ProjectRecord): StudioState {
  return {
    projectId: project.id,
    projectName: project.name,
    revision: project.revision,
    document: structuredClone(project.document) as unknown as ProjectDocument,
    changes: [],
    edits: [],
    artifacts: [],
  }
}
