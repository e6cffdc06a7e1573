import type { ClientOperation } from '@mindwire/synth/graph'
import { fill, type StudioWords, studioWords } from '../app/studio-words.ts'

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

/** A short human line for an operation (the agent panel lists them). */
export function describeOperation(operation: ClientOperation, say: StudioWords = studioWords()): string {
  const words = say.operation
  switch (operation.type) {
    case 'ADD_MODULE':
      return fill(words.add, { name: operation.node.name, id: operation.node.id })
    case 'DELETE_MODULE':
      return fill(words.remove, { id: operation.moduleId })
    case 'UPDATE_MODULE_PARAM':
      return `${operation.moduleId}.${operation.parameter} = ${JSON.stringify(operation.value)}`
    case 'CONNECT_MODULES':
      return fill(words.connect, {
        from: `${operation.edge.source}.${operation.edge.sourceHandle}`,
        to: `${operation.edge.target}.${operation.edge.targetHandle}`,
      })
    case 'DISCONNECT_MODULES':
      return fill(words.disconnect, { id: operation.edgeId })
    case 'ERROR':
      return fill(words.error, { message: operation.message })
  }
}
