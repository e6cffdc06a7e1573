import { moduleDefinition } from '../catalogue/catalogue.ts'
import type { Chain, ChainConnection, ChainModule } from '../chain/chain.ts'

/** A chain as the evaluators walk it: the audio-path modules in topological order with their wiring. */
export interface ChainGraph {
  order: ChainModule[]
  /** Incoming connections by module id. */
  incoming: Map<string, ChainConnection[]>
  /** Modules that take the chain input (no incoming connection). */
  sources: Set<string>
  /** Modules whose outputs sum into the chain output (no outgoing connection). */
  sinks: Set<string>
}

/** Thrown when the connections form a cycle; the tools reject cycles earlier, this is the last guard. */
export class ChainCycleError extends Error {
  readonly moduleIds: string[]
  constructor(moduleIds: string[]) {
    super(`the chain has a cycle through ${moduleIds.join(' → ')}`)
    this.name = 'ChainCycleError'
    this.moduleIds = moduleIds
  }
}

/**
 * Orders a chain for evaluation. Connected groups of modules without any audio block (control signal
 * flows, a lone generator or meter) carry no audio and are left out; inside an audio group, control,
 * source and analysis modules pass audio through.
 */
export function chainGraph(chain: Chain): ChainGraph {
  const byId = new Map(chain.modules.map((module) => [module.id, module]))
  for (const module of chain.modules) {
    if (!moduleDefinition(module.type)) throw new Error(`module ${module.id}: unknown type ${module.type}`)
  }
  for (const c of chain.connections) {
    if (!byId.has(c.from) || !byId.has(c.to))
      throw new Error(`connection ${c.from} → ${c.to} names an unknown module`)
  }
  const onAudioPath = audioGroups(chain)
  const modules = chain.modules.filter((module) => onAudioPath.has(module.id))
  const connections = chain.connections.filter((c) => onAudioPath.has(c.from) && onAudioPath.has(c.to))
  const incoming = new Map<string, ChainConnection[]>(modules.map((module) => [module.id, []]))
  const outgoing = new Map<string, string[]>(modules.map((module) => [module.id, []]))
  for (const c of connections) {
    incoming.get(c.to)!.push(c)
    outgoing.get(c.from)!.push(c.to)
  }
  // Kahn's algorithm, keeping the chain's module order among ready modules so results are stable.
  const pending = new Map(modules.map((module) => [module.id, incoming.get(module.id)!.length]))
  const order: ChainModule[] = []
  const ready = modules.filter((module) => pending.get(module.id) === 0)
  while (ready.length > 0) {
    const module = ready.shift()!
    order.push(module)
    for (const next of outgoing.get(module.id)!) {
      const left = pending.get(next)! - 1
      pending.set(next, left)
      if (left === 0) ready.push(byId.get(next)!)
    }
  }
  if (order.length < modules.length) {
    throw new ChainCycleError(
      modules.filter((module) => pending.get(module.id)! > 0).map((module) => module.id),
    )
  }
  return {
    order,
    incoming,
    sources: new Set(modules.filter((m) => incoming.get(m.id)!.length === 0).map((m) => m.id)),
    sinks: new Set(modules.filter((m) => outgoing.get(m.id)!.length === 0).map((m) => m.id)),
  }
}

/** Ids of the modules in connected groups (ignoring direction) that hold at least one audio block. */
function audioGroups(chain: Chain): Set<string> {
  const parent = new Map(chain.modules.map((module) => [module.id, module.id]))
  const find = (id: string): string => {
    let root = id
    while (parent.get(root) !== root) root = parent.get(root)!
    parent.set(id, root)
    return root
  }
  for (const c of chain.connections) parent.set(find(c.from), find(c.to))
  const audioRoots = new Set(
    chain.modules
      .filter((module) => moduleDefinition(module.type)?.signal === 'audio')
      .map((module) => find(module.id)),
  )
  return new Set(chain.modules.filter((module) => audioRoots.has(find(module.id))).map((module) => module.id))
}
