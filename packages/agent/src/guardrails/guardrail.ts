/** What a matching rule does to a call: refuse it, ask the person first, or run it and warn. */
export type GuardAction = 'block' | 'confirm' | 'warn'

/** The decision for one call; 'allow' when no rule matched. */
export type GuardDecisionAction = 'allow' | GuardAction

/** A call as rules see it: the tool name and its validated arguments. */
export interface GuardedCall {
  name: string
  args: any
}

/** A safety rule evaluated against live application state before each call. */
export interface Guardrail<State = any> {
  id: string
  description: string
  when(call: GuardedCall, state: State): boolean
  action: GuardAction
  message: string | ((call: GuardedCall, state: State) => string)
}

export interface GuardMatch {
  ruleId: string
  action: GuardAction
  message: string
}

export interface GuardDecision {
  action: GuardDecisionAction
  /** Every rule that matched, strongest first. */
  matches: GuardMatch[]
}
