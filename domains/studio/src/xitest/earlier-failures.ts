import type { KnowledgeSearch } from '@mindwire/agent'
import { LEARNED_COLLECTIONS } from '../memory/learned-knowledge.ts'
import type { Failure } from './failure-history.ts'

/** A recorded test run of another project in which the same case failed. */
export interface EarlierFailure {
  projectName?: string
  suiteId?: string
  recordedAt?: string
  source: string
}

/** How many failing cases are looked up, and how many earlier runs are named for each. */
const LOOKED_UP = 10
const PER_CASE = 3

/**
 * The tenant's recorded test runs (the `projects` collection, written by every real run) in which each
 * failing case failed too — other projects only: this project's own latest run is the one being explained.
 * The match is the case's name in the run's `failed` list, never a similar-sounding one. Without a
 * knowledge index, or when the search fails, nothing is claimed: the analysis stands on the failure modes.
 */
export async function earlierFailures(
  knowledge: KnowledgeSearch | undefined,
  failures: readonly Failure[],
  scope: { tenantId?: string; projectId?: string },
): Promise<Map<string, EarlierFailure[]>> {
  const found = new Map<string, EarlierFailure[]>()
  if (!knowledge) return found
  const names = [...new Set(failures.map((failure) => failure.name))].slice(0, LOOKED_UP)
  const own = scope.projectId ? `test-run://${scope.projectId}/` : undefined
  for (const name of names) {
    const results = await knowledge({
      collection: LEARNED_COLLECTIONS.projects,
      query: name,
      filters: { kind: 'test-run', failed: [name] },
      limit: PER_CASE + 1,
      ...(scope.tenantId ? { tenantId: scope.tenantId } : {}),
    }).catch(() => [])
    const runs = results
      .filter((result) => !(own && result.source.startsWith(own)))
      .slice(0, PER_CASE)
      .map((result) => ({
        source: result.source,
        projectName: stringOf(result.metadata.projectName),
        suiteId: stringOf(result.metadata.suiteId),
        recordedAt: stringOf(result.metadata.recordedAt),
      }))
    if (runs.length > 0) found.set(name, runs)
  }
  return found
}

const stringOf = (value: unknown) => (typeof value === 'string' ? value : undefined)
