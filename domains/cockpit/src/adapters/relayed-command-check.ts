import { evaluateGuardrails, type Guardrail } from '@mindwire/agent'
import type { CockpitState } from '../cockpit-state.ts'
import type { VehicleRegistry } from '../vehicle/vehicle-registry.ts'
import type { RelayedCommandCheck } from './vehicle-command-relay.ts'

/**
 * The safety rules again, on the instance holding the car, for a command that came over the bus: judged
 * against the state this instance has from the car itself. Only `block` refuses here: a `confirm` rule was
 * put to the person by the instance that issued the command, and this one cannot know their answer.
 */
export function relayedCommandCheck(
  rules: readonly Guardrail<CockpitState>[],
  registry: VehicleRegistry,
): RelayedCommandCheck {
  return (command) => {
    const state = { ...registry.get(command.vehicleId), vehicleId: command.vehicleId }
    const decision = evaluateGuardrails(rules, { name: command.name, args: command.params }, state)
    if (decision.action !== 'block') return undefined
    const blocks = decision.matches.filter((match) => match.action === 'block')
    return { message: blocks[0]!.message, ruleIds: blocks.map((match) => match.ruleId) }
  }
}
