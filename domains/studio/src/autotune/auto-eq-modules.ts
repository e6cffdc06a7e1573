import type { Chain, ChainModule } from '../chain/chain.ts'
import { chainGraph } from '../dsp/chain-graph.ts'

/** The catalogue type auto-tune places. */
export const AUTO_EQ_TYPE = 'eq-parametric-v2'
/** Auto-tune owns the peaking modules whose ids start with this prefix. */
export const AUTO_EQ_PREFIX = 'autoEq'

/** The auto-tune bands already in a chain, in chain order. */
export function autoEqModules(chain: Chain): ChainModule[] {
  return chain.modules.filter((m) => m.type === AUTO_EQ_TYPE && m.id.startsWith(AUTO_EQ_PREFIX))
}

/** The first free id autoEq1, autoEq2, … */
export function nextAutoEqId(chain: Chain): string {
  const taken = new Set(chain.modules.map((m) => m.id))
  let n = 1
  while (taken.has(`${AUTO_EQ_PREFIX}${n}`)) n++
  return `${AUTO_EQ_PREFIX}${n}`
}

/**
 * Adds a band in series where the whole chain hears it: after the last auto-tune band, or, for the first
 * band, in front of every module that takes the chain input. Returns a new chain; the input is untouched.
 */
export function insertAutoEq(chain: Chain, module: ChainModule): Chain {
  const existing = new Set(autoEqModules(chain).map((m) => m.id))
  const tail = [...existing].find((id) => !chain.connections.some((c) => c.from === id && existing.has(c.to)))
  let connections = chain.connections
  if (tail) {
    connections = [
      ...connections.map((c) => (c.from === tail ? { ...c, from: module.id } : c)),
      { from: tail, to: module.id },
    ]
  } else if (chain.modules.length > 0) {
    const entries = [...chainGraph(chain).sources]
    connections = [...connections, ...entries.map((to) => ({ from: module.id, to }))]
  }
  return { ...chain, modules: [...chain.modules, module], connections }
}
