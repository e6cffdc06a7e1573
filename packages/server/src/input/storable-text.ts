import type { FastifyInstance } from 'fastify'
import { ApiError } from '../errors/api-error.ts'
import { anyValue } from './value-walk.ts'

/** Where a value holds text the database cannot store, and why. */
export interface UnstorableText {
  path: string
  reason: string
}

/**
 * Why PostgreSQL cannot store this string, if it cannot: `text` and `jsonb` reject NUL (U+0000), and an
 * unpaired UTF-16 surrogate has no UTF-8 form at all. Every other Unicode scalar value is storable.
 */
export function unstorableReason(text: string): string | undefined {
  if (text.includes('\u0000')) return 'contains a NUL character (\\u0000), which cannot be stored'
  if (!text.isWellFormed()) return 'contains an unpaired UTF-16 surrogate, which cannot be stored'
  return undefined
}

/**
 * Deepest nesting of objects and arrays a request may have. Validation, serialisation and the model's
 * prompt all recurse: a body nested thousands deep would overflow their stacks. Real documents (a synth
 * canvas, a JSON record, a tool result) stay far below.
 */
export const MAX_NESTING = 64

/**
 * The first string in `value` (object keys included) that the database cannot store, or the first
 * place nested deeper than MAX_NESTING. Walks with an explicit stack, so the walk itself cannot overflow.
 */
export function findUnstorableText(value: unknown, root: string): UnstorableText | undefined {
  if (!anyValue(value, unstorableString, unstorableKey, MAX_NESTING)) return undefined
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: root, depth: 0 }]
  while (stack.length > 0) {
    const item = stack.pop()!
    if (item.depth > MAX_NESTING) return { path: root, reason: `is nested deeper than ${MAX_NESTING} levels` }
    if (typeof item.value === 'string') {
      const reason = unstorableReason(item.value)
      if (reason) return { path: item.path, reason }
    } else if (typeof item.value === 'object' && item.value !== null) {
      for (const [key, child] of Object.entries(item.value)) {
        // A bad key is named by its parent's path: echoing the key would send the bad text back.
        const keyReason = unstorableReason(key)
        if (keyReason) return { path: item.path, reason: `has a key that ${keyReason}` }
        const path = Array.isArray(item.value) ? `${item.path}[${key}]` : `${item.path}.${key}`
        stack.push({ value: child, path, depth: item.depth + 1 })
      }
    }
  }
  return undefined
}

const unstorableString = (value: unknown) =>
  typeof value === 'string' && unstorableReason(value) !== undefined
const unstorableKey = (key: string) => unstorableReason(key) !== undefined

/** Throws `400 invalid_request` naming the field when `value` holds text the database cannot store. */
export function assertStorableText(value: unknown, root: string): void {
  const found = findUnstorableText(value, root)
  if (!found) return
  const message = `${found.path} ${found.reason}`
  throw new ApiError(400, 'invalid_request', message, { details: [{ path: found.path, message }] })
}

/**
 * One input policy for every route: the parsed body, query and path parameters are checked before
 * validation and before any handler runs, so no route can pass such text on to the store.
 */
export function installInputPolicy(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertStorableText(request.params, 'params')
    assertStorableText(request.query, 'querystring')
    assertStorableText(request.body, 'body')
  })
}
