import { callKinds, type JudgedCase, judgeOutcome, summarizeOutcomes } from '@mindwire/agent/evaluation'
import readOnlyCalls from './read-only-calls.json' with { type: 'json' }
import type { StudioCaseRun } from './run-studio-case.ts'

const kinds = callKinds(readOnlyCalls)

/** One case scored: the first call's tool, its arguments, and the shared outcome. */
export interface ScoredStudioCase extends JudgedCase {
  run: StudioCaseRun
  toolOk: boolean
}

/**
 * Scores a run against its case. Exact: the first call is the expected tool with the arguments the case
 * names (`firstTool: null`: no call at all). The sets fix only the first call, so a state-changing first
 * step that is not exact is a wrong action; any call on a `firstTool: null` case is one too.
 */
export function scoreStudioRun(run: StudioCaseRun): ScoredStudioCase {
  const { expect } = run.case
  const first = run.calls[0]
  const toolOk = run.error === undefined && (first?.name ?? null) === expect.firstTool
  const exact = toolOk && (expect.args === undefined || contains(first?.args ?? {}, expect.args))
  return {
    run,
    toolOk,
    exact,
    latencyMs: run.latencyMs,
    ...(run.case.lang ? { lang: run.case.lang } : {}),
    outcome: judgeOutcome({
      exact,
      expectsNoCall: expect.firstTool === null,
      anyCall: run.calls.length > 0,
      changed: run.calls.some((call) => kinds.changesState(call)),
      changesAsked: exact,
      reply: run.reply,
    }),
  }
}

export type StudioReport = ReturnType<typeof studioReport>

/** The report of `mindwire eval studio`: tool and tool+arguments accuracy, per language, the shared outcomes. */
export function studioReport(scored: readonly ScoredStudioCase[]) {
  const share = (items: readonly ScoredStudioCase[], test: (item: ScoredStudioCase) => boolean) =>
    items.length === 0 ? 0 : items.filter(test).length / items.length
  return {
    cases: scored.length,
    accuracy: share(scored, (item) => item.exact),
    toolAccuracy: share(scored, (item) => item.toolOk),
    ...summarizeOutcomes(
      scored,
      'the studio engines give no confidence: every case is in the one `none` bin',
    ),
    errors: scored.filter((item) => item.run.error !== undefined).length,
    failures: scored
      .filter((item) => !item.exact)
      .map(({ run, outcome }) => ({
        id: run.case.id,
        text: run.case.text,
        outcome,
        expected: run.case.expect,
        got: run.calls[0] ?? null,
        reply: run.reply,
        ...(run.error ? { error: run.error } : {}),
      })),
  }
}

/** Whether `actual` holds every field of `wanted` (numbers within 0.01, strings case-insensitively). */
function contains(actual: unknown, wanted: unknown): boolean {
  if (typeof wanted === 'number') return typeof actual === 'number' && Math.abs(actual - wanted) < 0.01
  if (typeof wanted === 'string')
    return typeof actual === 'string' && actual.toLowerCase() === wanted.toLowerCase()
  if (wanted && typeof wanted === 'object') {
    if (!actual || typeof actual !== 'object') return false
    return Object.entries(wanted).every(([key, value]) =>
      contains((actual as Record<string, unknown>)[key], value),
    )
  }
  return actual === wanted
}
