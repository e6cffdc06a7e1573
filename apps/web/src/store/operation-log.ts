import type { ClientOperation } from '@mindwire/synth/graph'
import { fill, parameterText, type StudioWords, studioWords } from '../app/studio-words.ts'

/** One replayed operation as the studio shows it: who sent it, and whether it applied. */
export interface LoggedOperation {
  seq: number
  at: number
  origin: 'agent' | 'user'
  /** The agent tool that produced it. */
  tool?: string
  operation: ClientOperation
  /** Why it changed nothing: an ERROR operation's message, or why it no longer fits the canvas. */
  problem?: string
}

const KEEP = 200

/** Appends entries, keeping the newest few hundred. */
export function appendLog(log: readonly LoggedOperation[], entries: LoggedOperation[]): LoggedOperation[] {
  const next = [...log, ...entries]
  return next.length > KEEP ? next.slice(next.length - KEEP) : next
}

/** A module's name by its id; the id itself when nothing names it (a module long gone). */
export type ModuleNames = (id: string) => string

/**
 * The names a log line can use: the canvas's modules as they are now, and every module the log saw added
 * (one since deleted keeps the name it had).
 */
export function moduleNames(
  log: readonly LoggedOperation[],
  nodes: readonly { id: string; name: string }[],
): ModuleNames {
  const names = new Map<string, string>()
  for (const entry of log)
    if (entry.operation.type === 'ADD_MODULE') names.set(entry.operation.node.id, entry.operation.node.name)
  for (const node of nodes) names.set(node.id, node.name)
  return (id) => names.get(id) ?? id
}

/** A short line for people for an operation (the agent panel lists them): modules by name, no ports or ids. */
export function describeOperation(
  operation: ClientOperation,
  say: StudioWords = studioWords(),
  name: ModuleNames = (id) => id,
): string {
  const words = say.operation
  switch (operation.type) {
    case 'ADD_MODULE':
      return fill(words.add, { name: operation.node.name })
    case 'DELETE_MODULE':
      return fill(words.remove, { name: name(operation.moduleId) })
    case 'UPDATE_MODULE_PARAM':
      return fill(words.set, {
        name: name(operation.moduleId),
        parameter: parameterText(say, operation.parameter),
        value: typeof operation.value === 'string' ? operation.value : JSON.stringify(operation.value),
      })
    case 'CONNECT_MODULES':
      return fill(words.connect, { from: name(operation.edge.source), to: name(operation.edge.target) })
    case 'DISCONNECT_MODULES': {
      // An edge id is "source:handle->target:handle".
      const [from = '', to = ''] = operation.edgeId.split('->').map((end) => end.split(':')[0] ?? end)
      return fill(words.disconnect, { from: name(from), to: name(to) })
    }
    case 'ERROR':
      return fill(words.error, { message: operation.message })
  }
}
