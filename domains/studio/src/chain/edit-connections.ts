import { moduleDefinition } from '../catalogue/index.ts'
import type { Chain, ChainConnection } from './chain.ts'
import { type ChainEditResult, refuse } from './chain-edit-result.ts'
import { unknownModule } from './edit-modules.ts'
import { createsCycle } from './graph.ts'

/** Connects one module's output (a named one for splitting modules) to another's input; refuses loops. */
export function connectModules(
  chain: Chain,
  wanted: ChainConnection,
): ChainEditResult<{ connection: ChainConnection }> {
  const from = chain.modules.find((module) => module.id === wanted.from)
  if (!from) return unknownModule(chain, wanted.from)
  if (!chain.modules.some((module) => module.id === wanted.to)) return unknownModule(chain, wanted.to)
  const ports = moduleDefinition(from.type)?.outputs ?? []
  if (wanted.fromPort !== undefined && !ports.includes(wanted.fromPort))
    return refuse(
      'unknown_port',
      ports.length > 0
        ? `${from.id} has outputs ${ports.join(', ')}, not "${wanted.fromPort}"`
        : `${from.id} has a single output; leave fromPort out`,
    )
  const connection: ChainConnection = { from: wanted.from, to: wanted.to }
  if (wanted.fromPort !== undefined) connection.fromPort = wanted.fromPort
  if (findConnection(chain, connection) >= 0)
    return refuse('duplicate_connection', `${describe(connection)} is already connected`)
  if (createsCycle(chain, connection.from, connection.to))
    return refuse(
      'cycle',
      `connecting ${describe(connection)} would make a loop: ${connection.to} already feeds ${connection.from}`,
    )
  return {
    ok: true,
    chain: { ...chain, connections: [...chain.connections, connection] },
    summary: `connected ${describe(connection)}`,
    detail: { connection },
  }
}

/** Removes one connection. */
export function disconnectModules(
  chain: Chain,
  wanted: ChainConnection,
): ChainEditResult<{ connection: ChainConnection }> {
  const index = findConnection(chain, wanted)
  if (index < 0) {
    const existing = chain.connections.map(describe)
    return refuse(
      'unknown_connection',
      `${describe(wanted)} is not connected; connections: ${existing.length > 0 ? existing.join(', ') : 'none'}`,
    )
  }
  const connection = chain.connections[index]!
  return {
    ok: true,
    chain: { ...chain, connections: chain.connections.filter((_, i) => i !== index) },
    summary: `disconnected ${describe(connection)}`,
    detail: { connection },
  }
}

function findConnection(chain: Chain, wanted: ChainConnection): number {
  return chain.connections.findIndex(
    (connection) =>
      connection.from === wanted.from &&
      connection.to === wanted.to &&
      (wanted.fromPort === undefined || connection.fromPort === wanted.fromPort),
  )
}

/** `a → b` or `xo.high → b`. */
export function describe(connection: ChainConnection): string {
  return `${connection.from}${connection.fromPort ? `.${connection.fromPort}` : ''} → ${connection.to}`
}
