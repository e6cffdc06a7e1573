export type { Checkpoint, Checkpointer, PendingCall, Usage } from '@mindwire/agent'

/** Any JSON-serialisable value stored in a jsonb column. */
export type JSONValueLike =
  | null
  | string
  | number
  | boolean
  | JSONValueLike[]
  | { [key: string]: JSONValueLike | undefined }

/** Embedding width of the documents table; the local embedder and any configured one must match it. */
export const EMBEDDING_DIMENSIONS = 384

/** The widest HNSW graph walk pgvector allows (hnsw.ef_search's upper bound). */
export const MAX_EF_SEARCH = 1000
