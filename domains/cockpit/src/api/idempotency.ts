import { createHash } from 'node:crypto'
import { ApiError } from '@mindwire/server'
import type { Store, Tenant } from '@mindwire/store'
import type { DialogResponse } from './dialog-response.ts'

// A request whose row is still pending this long after it began, with no run of its session anywhere,
// died with its instance (kill -9 mid-request): a retry may take it over. Longer than a request takes
// from its row to its run, so a request that is merely slow is never run twice.
const ABANDONED_AFTER_MS = 5000

/**
 * Runs a dialog request at most once per idempotency key: a retry of a finished request gets the stored
 * response and executes nothing again; a retry while the first is still running is a 409; a retry of one
 * that died with its instance (`running` says no run of the session is live anywhere) runs it. The key is
 * kept as a command row named `dialog`, whose unique (tenant, key) index makes this race-safe; the row
 * holds the request's fingerprint, and the same key with a different request is a 422.
 */
export async function onceFor(
  store: Store,
  tenant: Tenant,
  key: string | undefined,
  target: { sessionId: string; vehicleKey: string; text: string },
  work: () => Promise<DialogResponse>,
  running: () => Promise<boolean> = async () => true,
): Promise<DialogResponse> {
  if (!key) return work()
  const fingerprint = requestFingerprint(target)
  const { command, created } = await store.commands.create({
    tenantId: tenant.id,
    sessionId: target.sessionId,
    target: target.vehicleKey,
    callId: `dialog:${key}`,
    name: 'dialog',
    params: { fingerprint },
    decision: 'allow',
    status: 'pending',
    idempotencyKey: key,
    expiresAt: null,
  })
  if (!created) {
    // The IETF Idempotency-Key draft: a key sent again with another request is the client's mistake,
    // never a reason to answer that other request with the first one's response. Rows written before
    // fingerprints existed have none and are taken as the same request.
    const stored = (command.params as { fingerprint?: unknown } | null)?.fingerprint
    if (typeof stored === 'string' && stored !== fingerprint) throw keyReused(key)
    if (command.status === 'executed' && command.result) return command.result as unknown as DialogResponse
    const abandoned =
      command.status === 'pending' &&
      Date.now() - command.createdAt.getTime() > ABANDONED_AFTER_MS &&
      !(await running()) &&
      // One retry takes it over: only one can move the row out of pending.
      (await store.commands.transition(tenant.id, command.id, ['pending'], 'failed'))
    const retried =
      (command.status === 'failed' || abandoned) &&
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

/**
 * Refuses a key already used for a different request (422) before the request creates anything — its
 * session or its vehicle — so a refused retry leaves the store as it was. `onceFor` checks again under
 * the key's unique index; this only answers the common case early.
 */
export async function assertKeyFits(
  store: Store,
  tenant: Tenant,
  key: string | undefined,
  target: { sessionId: string; vehicleKey: string; text: string },
): Promise<void> {
  if (!key) return
  const command = await store.commands.byIdempotencyKey(tenant.id, key)
  const stored = (command?.params as { fingerprint?: unknown } | null | undefined)?.fingerprint
  if (typeof stored === 'string' && stored !== requestFingerprint(target)) throw keyReused(key)
}

function keyReused(key: string): ApiError {
  return new ApiError(
    422,
    'idempotency_key_reused',
    `idempotency key ${key} was used for a different request; use a new key for a new request`,
  )
}

/** The request a key stands for: sha256 over its fields in a fixed order, so equal requests match. */
export function requestFingerprint(request: { sessionId: string; vehicleKey: string; text: string }): string {
  const canonical = JSON.stringify([request.sessionId, request.vehicleKey, request.text])
  return createHash('sha256').update(canonical).digest('hex')
}
