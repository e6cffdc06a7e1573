import { ToolError } from '@mindwire/agent'
import type { ChainEditFailure } from '../chain/chain-edit-result.ts'

/** A tool's expected failure: the model reads `message`, clients branch on `error`; nothing changed. */
export function toolFailure(code: string, message: string): ToolError {
  return new ToolError(message, { error: code, message })
}

/** A refused chain edit as a tool failure. */
export function editFailure(failure: ChainEditFailure): ToolError {
  return toolFailure(failure.code, failure.message)
}
