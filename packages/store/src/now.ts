import { sql } from 'drizzle-orm'

/**
 * The database's clock, for timestamps that are compared with column defaults (also `now()`): a JS Date
 * has only milliseconds, so a row touched after another could otherwise sort before it.
 */
export const dbNow = () => sql`now()`
