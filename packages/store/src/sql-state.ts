export const UNIQUE_VIOLATION = '23505'
export const FOREIGN_KEY_VIOLATION = '23503'

/** The SQLSTATE of a database error, looking through Drizzle's query-error wrapper; both drivers set `code`. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

/** The database's own message for an error, rather than Drizzle's "Failed query: …" wrapper. */
export function databaseMessage(error: unknown): string {
  let message = String(error)
  for (let current = error; current instanceof Error; current = current.cause) message = current.message
  return message
}
