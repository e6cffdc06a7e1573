import { hardSplit, splitSentences } from './split-sentences.ts'

/** How large a chunk may grow. */
export interface ChunkOptions {
  /** Characters per chunk at most (default 700): one section of the shipped documents fits in one chunk. */
  maxChars: number
}

export const DEFAULT_CHUNK_OPTIONS: ChunkOptions = { maxChars: 700 }

/**
 * Cuts text into chunks of at most `maxChars`, only between paragraphs when they fit and otherwise only
 * at sentence ends (。！？； as well as . ! ?), so no chunk starts mid-sentence unless one sentence alone
 * is longer than a chunk.
 */
export function chunkText(text: string, options: ChunkOptions = DEFAULT_CHUNK_OPTIONS): string[] {
  const { maxChars } = options
  const trimmed = text.trim()
  if (trimmed.length <= maxChars) return trimmed ? [trimmed] : []
  const units: Array<{ text: string; paragraphStart: boolean }> = []
  for (const paragraph of trimmed.split(/\n[ \t]*\n/)) {
    const pieces =
      paragraph.length <= maxChars
        ? [paragraph]
        : splitSentences(paragraph).flatMap((sentence) => hardSplit(sentence, maxChars))
    for (const [i, piece] of pieces.entries()) units.push({ text: piece, paragraphStart: i === 0 })
  }
  const chunks: string[] = []
  let current = ''
  for (const unit of units) {
    const joined = current && unit.paragraphStart ? `${current}\n\n${unit.text}` : current + unit.text
    if (current && joined.trim().length > maxChars) {
      chunks.push(current.trim())
      current = unit.text
    } else {
      current = joined
    }
  }
  if (current.trim()) chunks.push(current.trim())
  return chunks
}
