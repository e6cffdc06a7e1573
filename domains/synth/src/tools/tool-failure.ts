import { ToolError } from '@mindwire/agent'
import type { ClientOperation } from '../graph/canvas.ts'

/**
 * The error a synth tool throws for an expected failure: the model reads the message and may retry, and
 * the browser finds an ERROR operation under `data.operations` of the tool result and shows it.
 */
export function toolFailure(tool: string, message: string): ToolError {
  const operation: ClientOperation = { type: 'ERROR', message, tool }
  return new ToolError(message, { operations: [operation] })
}
