import type { Domain, Tool } from '@mindwire/agent'
import { ConnectedVehicleGateway } from './adapters/connected-vehicle-gateway.ts'
import { SimulatedGateway } from './adapters/simulated-gateway.ts'
import { Catalogue, defaultCatalogue } from './catalogue/catalogue.ts'
import { loadSampling } from './catalogue/sampling.ts'
import type { CockpitState } from './cockpit-state.ts'
import { type CockpitServices, serviceHandlers } from './handlers/service-handlers.ts'
import { createOfflineModel, offlineReplyAfterCalls } from './offline-model/offline-model.ts'
import { cockpitSystemPrompt } from './prompts/system-prompt.ts'
import { createHybridModel, FAST_PATH_CONFIDENCE } from './routing/hybrid-model.ts'
import { RuleBook } from './rules/rule-book.ts'
import { cockpitTools } from './tools/cockpit-tools.ts'
import { VehicleRegistry } from './vehicle/vehicle-registry.ts'
import { defaultVehicleState } from './vehicle/vehicle-state.ts'

export interface CockpitOptions extends CockpitServices {
  registry?: VehicleRegistry
  rules?: RuleBook
  /** The functions and prompts; default: the shipped configuration (config/functions, config/prompts). */
  catalogue?: Catalogue
  /** How long to wait for a connected vehicle to report a command's result. Default 5 s. */
  vehicleTimeoutMs?: number
  /** Tools the host adds beside the catalogue, e.g. a knowledge search over the vehicle manual. */
  extraTools?: readonly Tool[]
}

/** The cockpit with the parts a host wires up: vehicles, the gateway to them, the safety rules. */
export interface Cockpit {
  domain: Domain<CockpitState>
  registry: VehicleRegistry
  gateway: ConnectedVehicleGateway
  rules: RuleBook
  catalogue: Catalogue
}

/**
 * Seed 002 as a domain: the function catalogue (configuration, reloadable) as tools executed through the vehicle gateway, the
 * safety rules from configuration, the 小智 system prompt with live state, and the offline engine —
 * alone when no LLM is configured, otherwise as the fast path in front of it.
 */
export function createCockpit(options: CockpitOptions = {}): Cockpit {
  const registry = options.registry ?? new VehicleRegistry()
  if (options.catalogue && (options.poi || options.music))
    throw new Error('createCockpit: pass poi/music through the catalogue (serviceHandlers) when bringing one')
  const catalogue = options.catalogue ?? catalogueFor(options)
  const rules = options.rules ?? new RuleBook()
  const gateway = new ConnectedVehicleGateway(
    registry,
    new SimulatedGateway(registry, catalogue),
    options.vehicleTimeoutMs,
  )
  const offline = () => createOfflineModel(catalogue.functions)
  const domain: Domain<CockpitState> = {
    name: 'cockpit',
    description: '智能座舱自然语言控制：空调、车窗、座椅、灯光、后备箱、雨刮、音乐、导航和车辆状态',
    tools: liveTools(catalogue, gateway, rules, options.extraTools ?? []),
    system: (state) => cockpitSystemPrompt(state, catalogue.prompts.system),
    guardrails: rules.rules,
    initialState: () => ({ ...defaultVehicleState(), vehicleId: 'default' }),
    offlineModel: offline,
    wrapModel: (routed) =>
      routed.modelId === 'offline'
        ? offline()
        : createHybridModel(routed, FAST_PATH_CONFIDENCE, catalogue.functions),
    // The step after the offline engine's calls is its confirmation from their results: no model step.
    replyAfterCalls: offlineReplyAfterCalls,
    taskType: 'control',
    // Seed 002 §7.3: "播放音乐、打开空调、导航到公司" — the three reach the car at once; one domain's in order.
    parallelToolGroups: true,
    // Seed 002 §7.2: a 4K-token prompt keeping the last 10 turns verbatim; older ones are summarised by
    // the LLM, or dropped with a note when only the offline engine is there.
    context: { maxTokens: 4000, reserveTokens: 1000, keepTurns: 10 },
    callSettings: loadSampling(),
  }
  return { domain, registry, gateway, rules, catalogue }
}

// The services reach the handlers through the catalogue. A host that brings its own catalogue builds it
// with serviceHandlers(...) itself: taking both would leave one of them silently unused.
function catalogueFor(services: CockpitServices): Catalogue {
  if (!services.poi && !services.music) return defaultCatalogue()
  return new Catalogue({ handlers: serviceHandlers(services) })
}

// One array for the life of the domain, refilled in place when the catalogue reloads: engines that
// hold it offer the new functions on their next step.
function liveTools(
  catalogue: Catalogue,
  gateway: ConnectedVehicleGateway,
  rules: RuleBook,
  extra: readonly Tool[],
) {
  const tools: Tool<CockpitState>[] = []
  const fill = () => tools.splice(0, tools.length, ...cockpitTools(gateway, catalogue, rules.rules), ...extra)
  fill()
  catalogue.subscribe(fill)
  return tools
}
