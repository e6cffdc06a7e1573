import { defineTool, type KnowledgeSearch, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import type { StudioState } from '../project/studio-state.ts'
import { earlierFailures } from '../xitest/earlier-failures.ts'
import { type Failure, failuresInLog, rootCauses } from '../xitest/failure-history.ts'
import { toolFailure } from './tool-failure.ts'

export const ANALYZE_TEST_FAILURES = 'analyze-test-failures'

/**
 * XiTest 失败根因 (seed 000 §6.4): failing cases (from run-test-suite) and/or a pasted log, each matched
 * against the history of failure modes (cause, fix, where it was seen before) and against the tenant's
 * recorded runs of other projects where the same case failed (`failedBefore`). Read-only.
 */
export const analyzeTestFailuresTool = (knowledge?: KnowledgeSearch): Tool<StudioState> =>
  defineTool({
    name: ANALYZE_TEST_FAILURES,
    readOnly: true,
    description:
      'Explains why XiTest cases failed: pass the failing cases of a run (caseId, name, detail from run-test-suite) and/or a log the person pasted. Each failure is matched against the history of past failure modes (cause, fix, where seen before) and against earlier recorded runs of other projects where the same case failed (failedBefore); failures no pattern explains are listed as unexplained. Read-only.',
    parameters: z.object({
      failures: z
        .array(
          z.object({
            caseId: z.string().max(80).optional(),
            name: z.string().min(1).max(300),
            detail: z.string().max(500).optional(),
          }),
        )
        .max(100)
        .default([]),
      log: z.string().max(50_000).optional(),
    }),
    execute: async ({ failures, log }, { state, scope }) => {
      const all: Failure[] = [...failures, ...(log ? failuresInLog(log) : [])]
      if (all.length === 0)
        throw toolFailure('no_failures', 'no failing case or failing log line was given; nothing to explain')
      const causes = rootCauses(all)
      const earlier = await earlierFailures(knowledge, all, {
        tenantId: scope?.tenantId,
        projectId: (state as Partial<StudioState> | undefined)?.projectId,
      })
      const withHistory = <T extends { failure?: Failure; name?: string }>(item: T, failure: Failure) => {
        const runs = earlier.get(failure.name)
        return runs ? { ...item, failedBefore: runs } : item
      }
      return {
        explained: causes.explained.map((root) => withHistory(root, root.failure)),
        unexplained: causes.unexplained.map((failure) => withHistory(failure, failure)),
      }
    },
  })
