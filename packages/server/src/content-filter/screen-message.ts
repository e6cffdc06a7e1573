import type { UserPart } from '@mindwire/agent'
import type { Tenant } from '@mindwire/store'
import { ApiError } from '../errors/api-error.ts'
import type { ServerContext } from '../server-context.ts'
import type { ContentFilter } from './content-filter.ts'

const REFUSALS = {
  prompt_injection: 'the message tries to change the assistant’s instructions',
  jailbreak: 'the message tries to switch off the assistant’s rules',
  sensitive: 'the message asks for something this service does not help with',
} as const

/**
 * Refuses a message the content filter blocks, before a session, a run or a model sees it: a typed
 * 400 (`content_blocked`, with the category) and an audit entry naming what matched.
 */
export async function screenMessage(
  filter: ContentFilter,
  context: ServerContext,
  tenant: Tenant,
  userId: string | null,
  message: string | UserPart[],
): Promise<void> {
  const text =
    typeof message === 'string'
      ? message
      : message.map((part) => (part.type === 'text' ? part.text : '')).join('\n')
  const verdict = filter.screen(text)
  if (!verdict.blocked) return
  await context.store.audit.record({
    tenantId: tenant.id,
    userId,
    action: 'content_blocked',
    model: null,
    tokens: 0,
    detail: { category: verdict.category, matched: verdict.matched },
  })
  throw new ApiError(400, 'content_blocked', `refused by the content filter: ${REFUSALS[verdict.category]}`, {
    details: { category: verdict.category },
  })
}
