import type { GuardAction, GuardDecision, GuardedCall, GuardMatch, Guardrail } from './guardrail.ts'

const STRENGTH: Record<GuardAction, number> = { block: 3, confirm: 2, warn: 1 }

/** The id of the built-in rule that asks before a destructive tool runs. */
export const DESTRUCTIVE_RULE_ID = 'destructive-tool'

export interface EvaluateOptions {
  /** The tool is marked destructive and confirmation for such tools is on. */
  destructive?: boolean
  /** The tool's own question for a destructive call (its confirmMessage). */
  destructiveMessage?: string
  /** Confirm rules the person already accepted for this call; they do not ask again. */
  confirmed?: ReadonlySet<string>
}

/**
 * Decides what happens to one call: the strongest matching rule wins (block > confirm > warn).
 * A rule that throws blocks the call: a safety check that cannot run must not let the call through.
 */
export function evaluateGuardrails<State>(
  rules: readonly Guardrail<State>[],
  call: GuardedCall,
  state: State,
  options: EvaluateOptions = {},
): GuardDecision {
  const matches: GuardMatch[] = []
  for (const rule of rules) {
    if (rule.action === 'confirm' && options.confirmed?.has(rule.id)) continue
    let matched: boolean
    try {
      matched = rule.when(call, state)
    } catch (error) {
      matches.push({
        ruleId: rule.id,
        action: 'block',
        message: `safety rule ${rule.id} could not be checked: ${(error as Error).message}`,
      })
      continue
    }
    if (matched) {
      const message = typeof rule.message === 'function' ? rule.message(call, state) : rule.message
      matches.push({ ruleId: rule.id, action: rule.action, message })
    }
  }
  if (options.destructive && !options.confirmed?.has(DESTRUCTIVE_RULE_ID)) {
    matches.push({
      ruleId: DESTRUCTIVE_RULE_ID,
      action: 'confirm',
      message: options.destructiveMessage ?? `${call.name} cannot be undone; go ahead?`,
    })
  }
  matches.sort((a, b) => STRENGTH[b.action] - STRENGTH[a.action])
  return { action: matches[0]?.action ?? 'allow', matches }
}
