import { z } from 'zod'
import { ApiError } from '../errors/api-error.ts'

/** Event numbers are stored as PostgreSQL `integer`: a cursor past its range could never match a row. */
export const MAX_EVENT_SEQ = 2_147_483_647

/** The `?after=` parameter of an event stream: a whole number within the stored range. */
export const afterQuery = z.coerce.number().int().nonnegative().max(MAX_EVENT_SEQ).optional()

/**
 * Where a resumed stream starts: `Last-Event-ID` when sent (a browser's EventSource sends it on
 * reconnect), else `?after=`, else the beginning. Checked before the response is taken over, so a bad
 * cursor is a 400 instead of a stream that fails midway.
 */
export function eventCursor(header: string | string[] | undefined, after: number | undefined): number {
  if (header === undefined || header === '') return after ?? 0
  const text = Array.isArray(header) ? header[0] : header
  const seq = /^\d{1,10}$/.test(text ?? '') ? Number(text) : Number.NaN
  if (!(seq <= MAX_EVENT_SEQ))
    throw new ApiError(
      400,
      'invalid_request',
      `Last-Event-ID must be an event id: a whole number from 0 to ${MAX_EVENT_SEQ}`,
    )
  return seq
}
