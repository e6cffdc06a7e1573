import type { ParamValue } from '../catalogue/module-definition.ts'
import type { Chain, ChainConnection, ChainModule } from './chain.ts'
import { type ChainEditResult, MAX_CHAIN_MODULES, refuse } from './chain-edit-result.ts'
import { checkParams } from './check-params.ts'
import { outputModules } from './graph.ts'
import { freeModuleId, isModuleId, resolveModuleType, similarTypes } from './module-type.ts'

export interface AddModuleInput {
  type: string
  id?: string
  name?: string
  params?: Record<string, unknown>
  /** Insert after this module (taking over its outgoing connections); 'start' puts it first. Default: after the chain's output. */
  after?: string
  /** Wire it into the chain where it is inserted. Default true. */
  connect?: boolean
}

/** Adds a module of a catalogue type, validated, wired in series where it goes. */
export function addModule(chain: Chain, input: AddModuleInput): ChainEditResult<{ module: ChainModule }> {
  const definition = resolveModuleType(input.type)
  if (!definition) return unknownType(input.type)
  if (chain.modules.length >= MAX_CHAIN_MODULES)
    return refuse('chain_too_large', `a chain holds at most ${MAX_CHAIN_MODULES} modules`)
  const taken = new Set(chain.modules.map((module) => module.id))
  const id = input.id ?? freeModuleId(taken, definition)
  if (!isModuleId(id))
    return refuse(
      'invalid_module_id',
      `module id "${id}" must start with a letter and use letters, digits, - or _`,
    )
  if (taken.has(id)) return refuse('duplicate_module_id', `the chain already has a module "${id}"`)
  if (input.after !== undefined && input.after !== 'start' && !taken.has(input.after))
    return unknownModule(chain, input.after)
  const checked = checkParams(definition, input.params ?? {})
  if (!checked.ok) return checked
  const module: ChainModule = { id, type: definition.id, params: checked.params }
  if (input.name) module.name = input.name
  const placed = insertInSeries(chain, module, input.after, input.connect ?? true)
  return {
    ok: true,
    chain: placed,
    summary: `added ${id} (${definition.id})`,
    detail: { module: structuredClone(module) },
  }
}

/** Removes a module and its connections and bindings, bridging its input to its outputs so the chain stays whole. */
export function removeModule(chain: Chain, moduleId: string): ChainEditResult<{ removed: ChainModule }> {
  const module = chain.modules.find((candidate) => candidate.id === moduleId)
  if (!module) return unknownModule(chain, moduleId)
  const detached = detach(chain, moduleId)
  return {
    ok: true,
    chain: {
      ...detached,
      modules: detached.modules.filter((candidate) => candidate.id !== moduleId),
      bindings: chain.bindings.filter((binding) => binding.moduleId !== moduleId),
    },
    summary: `removed ${moduleId} (${module.type})`,
    detail: { removed: structuredClone(module) },
  }
}

/** Moves a module to just after another one (or to the start), rewiring the series around it. */
export function moveModule(
  chain: Chain,
  moduleId: string,
  after: string,
): ChainEditResult<{ order: string[] }> {
  const module = chain.modules.find((candidate) => candidate.id === moduleId)
  if (!module) return unknownModule(chain, moduleId)
  if (after === moduleId) return refuse('cycle', `cannot move ${moduleId} after itself`)
  if (after !== 'start' && !chain.modules.some((candidate) => candidate.id === after))
    return unknownModule(chain, after)
  const detached = detach(chain, moduleId)
  const without = { ...detached, modules: detached.modules.filter((candidate) => candidate.id !== moduleId) }
  const moved = insertInSeries(without, module, after, true)
  return {
    ok: true,
    chain: moved,
    summary: `moved ${moduleId} after ${after}`,
    detail: { order: moved.modules.map((candidate) => candidate.id) },
  }
}

/** Replaces a module's type in place: same id and connections; parameters the new type shares are kept. */
export function replaceModule(
  chain: Chain,
  moduleId: string,
  input: { type: string; params?: Record<string, unknown> },
): ChainEditResult<{ previous: ChainModule; module: ChainModule }> {
  const index = chain.modules.findIndex((candidate) => candidate.id === moduleId)
  if (index < 0) return unknownModule(chain, moduleId)
  const definition = resolveModuleType(input.type)
  if (!definition) return unknownType(input.type)
  const previous = chain.modules[index]!
  const kept: Record<string, ParamValue> = {}
  for (const [key, value] of Object.entries(previous.params)) {
    const carried = checkParams(definition, { [key]: value })
    if (carried.ok) Object.assign(kept, carried.params)
  }
  const checked = checkParams(definition, input.params ?? {})
  if (!checked.ok) return checked
  const module: ChainModule = { ...previous, type: definition.id, params: { ...kept, ...checked.params } }
  const ports = new Set(definition.outputs ?? [])
  const modules = chain.modules.map((candidate, i) => (i === index ? module : candidate))
  // Named outputs the new type lacks fall back to its single output.
  const connections = chain.connections.map((connection) =>
    connection.from === moduleId && connection.fromPort && !ports.has(connection.fromPort)
      ? { from: connection.from, to: connection.to }
      : connection,
  )
  const bindings = chain.bindings.filter(
    (binding) =>
      binding.moduleId !== moduleId || definition.params.some((param) => param.key === binding.paramKey),
  )
  return {
    ok: true,
    chain: { modules, connections, bindings },
    summary: `replaced ${moduleId}: ${previous.type} → ${definition.id}`,
    detail: { previous: structuredClone(previous), module: structuredClone(module) },
  }
}

/** The refusal for an id the chain does not have, listing the ids it has. */
export function unknownModule(chain: Chain, moduleId: string): ChainEditResult<never> {
  const ids = chain.modules.map((module) => module.id)
  return refuse(
    'unknown_module',
    `the chain has no module "${moduleId}"; its modules: ${ids.length > 0 ? ids.join(', ') : 'none (the chain is empty)'}`,
  )
}

function unknownType(type: string): ChainEditResult<never> {
  const similar = similarTypes(type)
  return refuse(
    'unknown_module_type',
    `unknown module type "${type}"${similar.length > 0 ? `; did you mean: ${similar.join(', ')}` : ''} (search-algo-library lists catalogue ids)`,
  )
}

/** The chain without the module's connections, its inputs wired straight to its outputs. */
function detach(chain: Chain, moduleId: string): Chain {
  const inputs = chain.connections.filter((connection) => connection.to === moduleId)
  const outputs = chain.connections.filter((connection) => connection.from === moduleId)
  const others = chain.connections.filter(
    (connection) => connection.to !== moduleId && connection.from !== moduleId,
  )
  const bridges: ChainConnection[] = []
  for (const input of inputs)
    for (const output of outputs) {
      const bridge: ChainConnection = { ...input, to: output.to }
      if (!hasConnection(others, bridge) && !hasConnection(bridges, bridge)) bridges.push(bridge)
    }
  return { ...chain, connections: [...others, ...bridges] }
}

/** Places a module after another one (or first), taking over that one's outgoing connections. */
function insertInSeries(
  chain: Chain,
  module: ChainModule,
  after: string | undefined,
  connect: boolean,
): Chain {
  const anchor = after ?? outputModules(chain).at(-1)
  const modules = [...chain.modules]
  const index = anchor === undefined || anchor === 'start' ? -1 : modules.findIndex((m) => m.id === anchor)
  modules.splice(index + 1, 0, module)
  if (!connect || anchor === undefined) return { ...chain, modules }
  if (anchor === 'start') {
    const first = chain.modules[0]
    const connections = first ? [{ from: module.id, to: first.id }, ...chain.connections] : chain.connections
    return { ...chain, modules, connections }
  }
  const taken = chain.connections.filter((connection) => connection.from === anchor)
  // A splitting anchor (a crossover) feeds several branches through named outputs: which branch the new
  // module belongs on is the caller's choice (connect with fromPort), so it is placed but not wired.
  if (taken.some((connection) => connection.fromPort)) return { ...chain, modules }
  const kept = chain.connections.filter((connection) => connection.from !== anchor)
  const connections: ChainConnection[] = [...kept, { from: anchor, to: module.id }]
  for (const connection of taken) connections.push({ from: module.id, to: connection.to })
  return { ...chain, modules, connections }
}

function hasConnection(connections: readonly ChainConnection[], wanted: ChainConnection): boolean {
  return connections.some(
    (connection) =>
      connection.from === wanted.from &&
      connection.to === wanted.to &&
      connection.fromPort === wanted.fromPort,
  )
}
