import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { type Failure, failuresInLog, rootCauses } from '../xitest/failure-history.ts'
import { toolFailure } from './tool-failure.ts'

export const ANALYZE_TEST_FAILURES = 'analyze-test-failures'

/**
 * XiTest 失败根因 (seed 000 §6.4): failing cases (from run-test-suite) and/or a pasted log, each matched
 * against the history of failure modes: cause, fix and where it was seen before. Read-only.
 */
export const analyzeTestFailuresTool: Tool = defineTool({
  name: ANALYZE_TEST_FAILURES,
  description:
    'Explains why XiTest cases failed: pass the failing cases of a run (caseId, name, detail from run-test-suite) and/or a log the person pasted. Each failure is matched against the history of past failure modes (cause, fix, where seen before); failures no pattern explains are listed as unexplained. Read-only.',
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
  execute: ({ failures, log }) => {
    const all: Failure[] = [...failures, ...(log ? failuresInLog(log) : [])]
    if (all.length === 0)
      throw toolFailure('no_failures', 'no failing case or failing log line was given; nothing to explain')
    return rootCauses(all)
  },
})
