import { ApiError } from '@mindwire/server'
import type { Store, Tenant } from '@mindwire/store'
import type { DialogResponse } from './dialog-response.ts'

/**
 * Runs a dialog request at most once per idempotency key: a retry of a finished request gets the stored
 * response and executes nothing again; a retry while the first is still running is a 409. The key is
 * kept as a command row named `dialog`, whose unique (tenant, key) index makes this race-safe.
 */
export async function onceFor(
  store: Store,
  tenant: Tenant,
  key: string | undefined,
  target: { sessionId: string; vehicleKey: string },
  work: () => Promise<DialogResponse>,
): Promise<DialogResponse> {
  if (!key) return work()
  const { command, created } = await store.commands.create({
    tenantId: tenant.id,
    sessionId: target.sessionId,
    target: target.vehicleKey,
    callId: `dialog:${key}`,
    name: 'dialog',
    params: {},
    decision: 'allow',
    status: 'pending',
    idempotencyKey: key,
    expiresAt: null,
  })
  if (!created) {
    if (command.status === 'executed' && command.result) return command.result as unknown as DialogResponse
    const retried =
      command.status === 'failed' &&
      (await store.commands.transition(tenant.id, command.id, ['failed'], 'pending'))
    if (!retried)
      throw new ApiError(409, 'session_busy', `the request with idempotency key ${key} is still running`)
  }
  try {
    const response = await work()
    await store.commands.transition(tenant.id, command.id, ['pending'], 'executed', response as never)
    return response
  } catch (error) {
    await store.commands.transition(tenant.id, command.id, ['pending'], 'failed')
    throw error
  }
}
