import type { UserPart } from '@mindwire/agent'
import { ApiError } from '../errors/api-error.ts'

/** Refuses text longer than the configured limit before anything is stored or sent to a model. */
export function assertMessageSize(message: string | UserPart[], maxChars: number): void {
  const chars =
    typeof message === 'string'
      ? message.length
      : message.reduce((sum, part) => sum + (part.type === 'text' ? part.text.length : 0), 0)
  if (chars > maxChars) {
    throw new ApiError(
      400,
      'message_too_long',
      `the message has ${chars} characters; the limit is ${maxChars}`,
    )
  }
}
