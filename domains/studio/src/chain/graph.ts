import type { Chain } from './chain.ts'

/** Module ids in an order where every connection points forward, or undefined when the chain has a cycle. */
export function topologicalOrder(chain: Pick<Chain, 'modules' | 'connections'>): string[] | undefined {
  const incoming = new Map(chain.modules.map((module) => [module.id, 0]))
  for (const connection of chain.connections)
    incoming.set(connection.to, (incoming.get(connection.to) ?? 0) + 1)
  // Kahn's algorithm, seeded in chain order so the result keeps the order people see.
  const ready = chain.modules.filter((module) => incoming.get(module.id) === 0).map((module) => module.id)
  const order: string[] = []
  while (ready.length > 0) {
    const id = ready.shift()!
    order.push(id)
    for (const connection of chain.connections) {
      if (connection.from !== id) continue
      const left = incoming.get(connection.to)! - 1
      incoming.set(connection.to, left)
      if (left === 0) ready.push(connection.to)
    }
  }
  return order.length === chain.modules.length ? order : undefined
}

/** Whether a connection from → to would close a loop (to already reaches from). */
export function createsCycle(chain: Pick<Chain, 'connections'>, from: string, to: string): boolean {
  if (from === to) return true
  const seen = new Set<string>()
  const stack = [to]
  while (stack.length > 0) {
    const id = stack.pop()!
    if (id === from) return true
    if (seen.has(id)) continue
    seen.add(id)
    for (const connection of chain.connections) if (connection.from === id) stack.push(connection.to)
  }
  return false
}

/** The modules audio leaves the chain from (no outgoing connection), in chain order. */
export function outputModules(chain: Pick<Chain, 'modules' | 'connections'>): string[] {
  const feeding = new Set(chain.connections.map((connection) => connection.from))
  return chain.modules.filter((module) => !feeding.has(module.id)).map((module) => module.id)
}
