import { type ChunkOptions, chunkText } from './chunk-text.ts'
import type { JsonRecord, PreparedChunk } from './source-document.ts'

export const DEFAULT_TEXT_FIELDS = ['content', 'text', 'body', 'description', 'summary']
const TITLE_FIELDS = ['title', 'name']

/**
 * Chunks JSON records one by one (a chunk never mixes two records). The text fields become the passage;
 * the other scalar fields (and lists of scalars) become metadata, so they can be filtered on. A record
 * without any text field is described by its fields as `key: value` lines.
 */
export function chunkRecords(
  records: readonly JsonRecord[],
  options: { textFields?: readonly string[]; chunk: ChunkOptions; metadata: Record<string, unknown> },
): PreparedChunk[] {
  const textFields = options.textFields ?? DEFAULT_TEXT_FIELDS
  const chunks: PreparedChunk[] = []
  records.forEach((record, index) => {
    const title = TITLE_FIELDS.map((field) => record[field]).find((v) => typeof v === 'string')
    const texts = textFields.map((field) => record[field]).filter((v): v is string => typeof v === 'string')
    const fields: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(record)) {
      if (textFields.includes(key) || !isPlain(value)) continue
      fields[key] = value
    }
    const { id, ...rest } = fields
    const body =
      texts.length > 0
        ? texts.join('\n\n')
        : Object.entries(rest)
            .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
            .join('\n')
    const metadata = {
      ...options.metadata,
      ...rest,
      recordId: id ?? index,
      ...(title === undefined ? {} : { title }),
    }
    for (const content of chunkText(body, options.chunk)) {
      chunks.push({ content, context: typeof title === 'string' ? title : '', metadata })
    }
  })
  return chunks
}

/** A scalar, or a list of scalars: what jsonb containment filters handle well. */
function isPlain(value: unknown): boolean {
  const scalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v)
  return scalar(value) || (Array.isArray(value) && value.every(scalar))
}
