import {
  defineTool,
  evaluateGuardrails,
  type Guardrail,
  sameValue,
  type Tool,
  ToolError,
} from '@mindwire/agent'
import type { VehicleGateway } from '../adapters/vehicle-gateway.ts'
import type { Catalogue } from '../catalogue/catalogue.ts'
import type { CatalogueFunction } from '../catalogue/load-catalogue.ts'
import type { CockpitState } from '../cockpit-state.ts'
import { stateSlice } from './state-slice.ts'

/**
 * One tool per catalogue function. Execution goes through the gateway (the simulator, or the connected
 * vehicle), and the result carries the short reply and the part of the new state the call touched.
 * Calls of one contract domain run in order; different domains may run in parallel (seed 002 §7.3).
 */
export function cockpitTools(
  gateway: VehicleGateway,
  catalogue: Catalogue,
  rules: readonly Guardrail<CockpitState>[] = [],
): Tool<CockpitState>[] {
  return catalogue.functions.map((fn) => cockpitTool(gateway, fn, rules))
}

function cockpitTool(
  gateway: VehicleGateway,
  fn: CatalogueFunction,
  rules: readonly Guardrail<CockpitState>[],
): Tool<CockpitState> {
  return defineTool<typeof fn.parameters, CockpitState>({
    name: fn.name,
    description: fn.description,
    parameters: fn.parameters,
    group: fn.domain,
    // A query reads the car; a command that left its part of the car as it was (the AC at the
    // temperature it had) did nothing, and is not counted a success (issue 44).
    ...(fn.name.startsWith('query_') ? { readOnly: true } : {}),
    effectOf: (output: { unchanged?: boolean }) =>
      fn.name.startsWith('query_') ? 'read' : output.unchanged ? 'none' : 'changed',
    execute: async (params, { callId, state, scope, signal }) => {
      const args = params as Record<string, unknown>
      // The engine runs a call the rules want confirmed only once the driver confirmed it: the car is told.
      const asked = evaluateGuardrails(rules, { name: fn.name, args }, state).action === 'confirm'
      const outcome = await gateway.execute(
        {
          id: callId,
          vehicleId: state.vehicleId,
          name: fn.name,
          params: args,
          timestamp: Date.now(),
          requiresConfirmation: asked,
        },
        { sessionId: scope?.sessionId, signal },
      )
      if (!outcome.ok)
        throw new ToolError(outcome.reply, {
          reason: outcome.error,
          ...(outcome.refusal ? { refusal: outcome.refusal } : {}),
        })
      const slice = stateSlice(fn.name, outcome.state)
      const unchanged = sameValue(stateSlice(fn.name, state), slice)
      return { reply: outcome.reply, state: slice, ...(unchanged ? { unchanged: true } : {}) }
    },
  })
}
