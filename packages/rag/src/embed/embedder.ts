/** What a text is embedded for; some models want queries and passages marked differently. */
export type EmbedPurpose = 'document' | 'query'

/**
 * Turns texts into vectors of a fixed width. Vectors are comparable only between texts embedded by the
 * same embedder (same `id`): changing embedders means ingesting the documents again.
 */
export interface Embedder {
  /** Names the model and its settings, e.g. `local-hash-v1` or `openai-compatible:bge-m3`. */
  readonly id: string
  readonly dimensions: number
  embed(
    texts: readonly string[],
    options?: { purpose?: EmbedPurpose; signal?: AbortSignal },
  ): Promise<number[][]>
}
