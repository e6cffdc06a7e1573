import type { PendingCall } from './pending-call.ts'

/**
 * How long a confirmation stays answerable. After it the call is not run on a late "yes": what the person
 * saw may no longer be what the car or canvas is, so they are asked again (fail-closed).
 */
export const DEFAULT_APPROVAL_TTL_MS = 10 * 60_000

/** JSON with object keys sorted, so equal arguments always hash alike whatever order they were written in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * The hash an approval is bound to: SHA-256 over the tool name and its exact arguments, hex. An answer
 * that names another hash approved something else and is refused. Web Crypto, so it runs in browsers too.
 */
export async function approvalHash(call: { name: string; args: unknown }): Promise<string> {
  const bytes = new TextEncoder().encode(`${call.name}\n${canonicalJson(call.args)}`)
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** True once a waiting confirmation can no longer be accepted. A call without an expiry never expires. */
export function approvalExpired(call: Pick<PendingCall, 'expiresAt'>, now = Date.now()): boolean {
  return call.expiresAt !== undefined && now >= call.expiresAt
}
