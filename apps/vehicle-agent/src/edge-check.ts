import { evaluateGuardrails, type Guardrail } from '@mindwire/agent'
import type { CockpitState, VehicleCommand } from '@mindwire/cockpit'

/** Why the car refused a command: the rules that matched, and the version of the rules it holds. */
export interface EdgeRefusal {
  message: string
  rules: string[]
  rulesVersion: string
}

/**
 * The car's own judgement of a command, against its own live state, just before it actuates: the same
 * rules as the server (the same file), so a command that reaches the car by any path — the cloud with a
 * stale or spoofed state, the bus, a forged message — is refused where the rules refuse it. A rule that
 * asks for confirmation passes only a command the server says needed it (the driver confirmed there);
 * one that arrives without saying so is refused rather than done unasked.
 */
export function edgeCheck(
  rules: readonly Guardrail<CockpitState>[],
  rulesVersion: string,
  command: VehicleCommand,
  state: CockpitState,
): EdgeRefusal | undefined {
  const decision = evaluateGuardrails(rules, { name: command.name, args: command.params }, state)
  const blocking = decision.matches.filter(
    (match) =>
      match.action === 'block' || (match.action === 'confirm' && command.requiresConfirmation !== true),
  )
  if (blocking.length === 0) return undefined
  const reasons = blocking.map((match) =>
    match.action === 'confirm' ? `需要驾驶员确认（${match.message}）` : match.message,
  )
  return {
    message: `车辆拒绝执行：${reasons.join('；')}`,
    rules: blocking.map((match) => match.ruleId),
    rulesVersion,
  }
}
