import type { ProjectDocument } from '../chain/chain.ts'

interface ProjectRow {
  id: string
  name: string
  revision: number
  createdAt: Date | number
  updatedAt: Date | number
}

interface RevisionRow {
  revision: number
  batchId: string
  actor: string
  sessionId: string | null
  summary: string
  undoneBy: string | null
  createdAt: Date | number
}

/** Milliseconds since the epoch, whichever way the driver returned the time. */
export function millis(value: Date | number): number {
  return value instanceof Date ? value.getTime() : value
}

/** A project as lists show it. */
export function projectSummaryOf(row: ProjectRow) {
  return {
    id: row.id,
    name: row.name,
    revision: row.revision,
    createdAt: millis(row.createdAt),
    updatedAt: millis(row.updatedAt),
  }
}

/** A revision as the API shows it. */
export function revisionOf(row: RevisionRow) {
  return {
    revision: row.revision,
    batchId: row.batchId,
    actor: row.actor as 'person' | 'agent' | 'undo',
    sessionId: row.sessionId,
    summary: row.summary,
    undoneBy: row.undoneBy,
    createdAt: millis(row.createdAt),
  }
}

/** A project with its document and latest revisions. */
export function projectDetailOf(row: ProjectRow & { document: unknown }, revisions: readonly RevisionRow[]) {
  return {
    ...projectSummaryOf(row),
    document: row.document as ProjectDocument,
    revisions: revisions.map(revisionOf),
  }
}
