import { MindwireError } from '@mindwire/client'

/** A failure as one line for the person: the server's message (it is written for people), else the error's. */
export function errorText(failure: unknown): string {
  if (failure instanceof MindwireError) return failure.message
  return failure instanceof Error ? failure.message : String(failure)
}
