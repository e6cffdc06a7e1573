import type { StudioIntent } from './detect-intent.ts'
import type { StudioTurn } from './studio-turn.ts'
import { answered, latestOutput, type PlannedCall } from './turn-calls.ts'

interface RunOutput {
  cases?: Array<{ id: string; name: string; ok: boolean; detail?: string }>
}

/**
 * The steps of "为什么挂了": a pasted log is explained at once; otherwise the suite runs first and its
 * failing cases (if any) are explained next. A run that passed ends the turn: there is nothing to explain.
 */
export function whyFailedCalls(
  intent: Extract<StudioIntent, { kind: 'why-failed' }>,
  turn: StudioTurn,
): PlannedCall[] {
  if (answered(turn.calls, 'analyze-test-failures').length > 0) return []
  if (intent.log)
    return turn.calls.length > 0 ? [] : [{ name: 'analyze-test-failures', args: { log: intent.log } }]
  if (answered(turn.calls, 'run-test-suite').length === 0)
    return turn.calls.length > 0
      ? []
      : [{ name: 'run-test-suite', args: { suiteId: intent.suiteId, autoStart: true } }]
  const failing = (latestOutput<RunOutput>(turn.calls, 'run-test-suite')?.cases ?? []).filter((c) => !c.ok)
  if (failing.length === 0) return []
  return [
    {
      name: 'analyze-test-failures',
      args: {
        failures: failing.map((c) => ({
          caseId: c.id,
          name: c.name,
          ...(c.detail ? { detail: c.detail } : {}),
        })),
      },
    },
  ]
}
