import type { DocumentChunk } from '@mindwire/store'
import type { Embedder } from '../embed/embedder.ts'
import { searchTextOf } from '../text/search-text.ts'
import type { PreparedChunk } from './source-document.ts'

type StoredChunk = Omit<DocumentChunk, 'id' | 'tenantId' | 'collection' | 'source'>

const EMBED_BATCH = 64

/**
 * Embeds and segments prepared passages for the documents table. The title and heading path go into
 * both the embedding and the searchText column: a question names the topic more often than the passage
 * repeats it.
 */
export async function toStoredChunks(
  chunks: readonly PreparedChunk[],
  embedder: Embedder,
  signal?: AbortSignal,
): Promise<StoredChunk[]> {
  const texts = chunks.map((chunk) => (chunk.context ? `${chunk.context}\n${chunk.content}` : chunk.content))
  const embeddings: number[][] = []
  for (let at = 0; at < texts.length; at += EMBED_BATCH) {
    signal?.throwIfAborted()
    embeddings.push(
      ...(await embedder.embed(texts.slice(at, at + EMBED_BATCH), { purpose: 'document', signal })),
    )
  }
  return chunks.map((chunk, chunkIndex) => ({
    chunkIndex,
    content: chunk.content,
    searchText: searchTextOf(texts[chunkIndex]!),
    metadata: chunk.metadata,
    embedding: embeddings[chunkIndex]!,
  }))
}
