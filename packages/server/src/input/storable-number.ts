import type { FastifyInstance } from 'fastify'
import { ApiError } from '../errors/api-error.ts'
import { anyValue } from './value-walk.ts'

/**
 * The largest magnitude a number in a query string or path may have. Every number those carry (a page
 * size, an offset, an event cursor, a price bound) is compared with or stored in a PostgreSQL `integer`
 * column, whose range is ±2³¹−1; a larger value would reach the database and fail there as a 500.
 */
export const MAX_QUERY_NUMBER = 2_147_483_647

/**
 * The largest magnitude a number in a JSON body may have: past 2⁵³ a double no longer holds every
 * integer, so a body's number could not even be compared exactly, let alone stored in a `bigint` column.
 */
export const MAX_BODY_NUMBER = Number.MAX_SAFE_INTEGER

/** Where a parsed value holds a number the store cannot hold. */
export interface UnstorableNumber {
  path: string
  reason: string
}

/** The first number in `value` that is not finite or lies past ±`max`; walks with an explicit stack. */
export function findUnstorableNumber(
  value: unknown,
  root: string,
  max: number,
): UnstorableNumber | undefined {
  if (!anyValue(value, (v) => unstorableNumber(v, max), noKey)) return undefined
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: root }]
  while (stack.length > 0) {
    const item = stack.pop()!
    if (typeof item.value === 'number') {
      if (!Number.isFinite(item.value)) return { path: item.path, reason: 'must be a finite number' }
      if (Math.abs(item.value) > max)
        return { path: item.path, reason: `must lie between -${max} and ${max}` }
    } else if (typeof item.value === 'bigint') {
      return { path: item.path, reason: `must lie between -${max} and ${max}` }
    } else if (typeof item.value === 'object' && item.value !== null && !(item.value instanceof Date)) {
      for (const [key, child] of Object.entries(item.value)) {
        const path = Array.isArray(item.value) ? `${item.path}[${key}]` : `${item.path}.${key}`
        stack.push({ value: child, path })
      }
    }
  }
  return undefined
}

// What the walk below reports at a value (Dates are objects it does not enter; their fields are not numbers).
function unstorableNumber(value: unknown, max: number): boolean {
  if (typeof value === 'number') return !Number.isFinite(value) || Math.abs(value) > max
  return typeof value === 'bigint'
}

const noKey = () => false

function assertStorableNumbers(value: unknown, root: string, max: number): void {
  const found = findUnstorableNumber(value, root, max)
  if (!found) return
  const message = `${found.path} ${found.reason}`
  throw new ApiError(400, 'invalid_request', message, { details: [{ path: found.path, message }] })
}

/**
 * One number policy for every route, after validation: that is where a query's text has become the
 * number the route's schema coerced it to, so a route whose schema forgot a bound still cannot pass a
 * number the store cannot hold. Bounds a route knows more precisely stay in its schema.
 */
export function installNumberPolicy(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    assertStorableNumbers(request.params, 'params', MAX_QUERY_NUMBER)
    assertStorableNumbers(request.query, 'querystring', MAX_QUERY_NUMBER)
    assertStorableNumbers(request.body, 'body', MAX_BODY_NUMBER)
  })
}
