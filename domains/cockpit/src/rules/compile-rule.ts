import type { GuardedCall, Guardrail } from '@mindwire/agent'
import type { CockpitState } from '../cockpit-state.ts'
import type { Condition, FieldTest, RuleDefinition } from './rule-config.ts'

/** Turns a rule from the configuration file into a guardrail the engine evaluates before each call. */
export function compileRule(rule: RuleDefinition): Guardrail<CockpitState> {
  return {
    id: rule.id,
    description: rule.description,
    action: rule.action,
    // Said in the session's language (the run's state carries it), so every channel — the NLC reply, the
    // SSE stream, AG-UI — tells an English driver the rule in English.
    message: (_call, state) => (state?.language === 'en' ? rule.messageEn : rule.message),
    when: (call, state) => holds(rule.when, call, state),
  }
}

function holds(condition: Condition, call: GuardedCall, state: CockpitState): boolean {
  if (condition.call !== undefined) {
    const names = Array.isArray(condition.call) ? condition.call : [condition.call]
    if (!names.includes(call.name)) return false
  }
  if (condition.args && !fieldsMatch(condition.args, call.args)) return false
  if (condition.state && !fieldsMatch(condition.state, state)) return false
  if (condition.all && !condition.all.every((inner) => holds(inner, call, state))) return false
  if (condition.any && !condition.any.some((inner) => holds(inner, call, state))) return false
  return true
}

function fieldsMatch(test: FieldTest, value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return Object.entries(test).every(([field, expected]) => matches(expected, record[field]))
}

function matches(expected: FieldTest[string], actual: unknown): boolean {
  if (typeof expected !== 'object') return actual === expected
  const operators = expected as Record<string, unknown>
  const known = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in']
  if (!Object.keys(operators).every((key) => known.includes(key)))
    return fieldsMatch(expected as FieldTest, actual)
  const number = typeof actual === 'number' ? actual : Number.NaN
  if ('eq' in operators && actual !== operators.eq) return false
  if ('ne' in operators && actual === operators.ne) return false
  if ('gt' in operators && !(number > (operators.gt as number))) return false
  if ('gte' in operators && !(number >= (operators.gte as number))) return false
  if ('lt' in operators && !(number < (operators.lt as number))) return false
  if ('lte' in operators && !(number <= (operators.lte as number))) return false
  if ('in' in operators && !(operators.in as unknown[]).includes(actual)) return false
  return true
}
