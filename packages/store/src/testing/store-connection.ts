/** The store with the connection under it, for tests that look at the tables directly (the fuzz suite's fingerprint). */
export type { Connection } from '../database.ts'
export { openStoreWithConnection } from '../open-store.ts'
