import { randomUUID } from 'node:crypto'
import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { type StudioState, studioOf } from '../project/studio-state.ts'
import { runSuite, TEST_SUITES, testSuite } from '../test-suites/suites.ts'
import { toolFailure } from './tool-failure.ts'

export const RUN_TEST_SUITE = 'run-test-suite'

/**
 * run-test-suite (seed 000 §4.3, XiTest): a suite of assertions over the project's chain, results per
 * case. With autoStart false the suite is only prepared: its cases are listed and nothing runs.
 */
export const runTestSuiteTool: Tool<StudioState> = defineTool({
  name: RUN_TEST_SUITE,
  description: `Runs an XiTest suite over the project's chain and returns each case's result. Suites: ${TEST_SUITES.map((suite) => `${suite.id} (${suite.title})`).join(', ')}. autoStart false only lists the cases.`,
  parameters: z.object({
    suiteId: z.string().min(1).max(60),
    autoStart: z.boolean().default(true),
  }),
  execute: ({ suiteId, autoStart }, { state }) => {
    const studio = studioOf(state)
    const suite = testSuite(suiteId)
    if (!suite)
      throw toolFailure(
        'unknown_suite',
        `unknown suite "${suiteId}"; suites: ${TEST_SUITES.map((candidate) => candidate.id).join(', ')}`,
      )
    if (!autoStart)
      return {
        suiteId,
        status: 'ready',
        cases: suite.cases.map((testCase) => ({ id: testCase.id, name: testCase.name })),
      }
    const run = runSuite(suite, studio.document)
    const id = randomUUID()
    studio.artifacts.push({
      id,
      kind: 'test-run',
      title: `${suite.id}: ${run.passed}/${run.cases.length} passed`,
      data: { ...run, revision: studio.revision },
    })
    return { testRunId: id, status: run.ok ? 'passed' : 'failed', ...run }
  },
})
