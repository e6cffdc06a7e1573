import type { Chain } from './chain.ts'

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
