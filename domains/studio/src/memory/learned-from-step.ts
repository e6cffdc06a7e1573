import type { KnowledgeEntry } from '@mindwire/agent'
import { SEATS, type Seat } from '../cabin/vehicle-models.ts'
import type { ProjectDocument } from '../chain/chain.ts'
import type { StudioArtifact, StudioState } from '../project/studio-state.ts'
import { measurementEntry, projectEntry, testRunEntry } from './learned-knowledge.ts'

/**
 * What an agent step that was stored teaches: the project's new state when it changed the chain, and each
 * measurement and test run it made (their data as the tools kept it).
 */
export function learnedFromStep(
  tenantId: string,
  state: StudioState,
  document: ProjectDocument,
  step: { changes: readonly string[]; artifacts: readonly StudioArtifact[]; revision: number | undefined },
): KnowledgeEntry[] {
  const project = { tenantId, projectId: state.projectId, name: state.projectName, document }
  const entries: KnowledgeEntry[] = []
  if (step.changes.length > 0 && step.revision !== undefined)
    entries.push(projectEntry(project, step.changes.join('; '), step.revision))
  for (const artifact of step.artifacts) {
    const data = artifact.data as {
      position?: Seat
      summary?: { maxDeviationDb: number }
      findings?: Array<{ text: string }>
      suiteId?: unknown
      cases?: unknown
    }
    if (artifact.kind === 'measurement' && data.position && SEATS.includes(data.position) && data.summary)
      entries.push(measurementEntry(project, data.position, data.summary, data.findings ?? []))
    if (artifact.kind === 'test-run' && typeof data.suiteId === 'string' && Array.isArray(data.cases))
      entries.push(testRunEntry(project, data as never, step.revision ?? state.revision))
  }
  return entries
}
