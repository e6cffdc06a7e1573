import { type ChunkOptions, chunkText, DEFAULT_CHUNK_OPTIONS } from './chunk-text.ts'
import { parseFrontMatter } from './front-matter.ts'
import { chunkRecords } from './json-records.ts'
import { splitMarkdownSections } from './markdown-sections.ts'
import type { PreparedChunk, SourceDocument } from './source-document.ts'

/**
 * Cuts a document into passages with their metadata: the caller's metadata, then the front matter, the
 * title, the heading path (`headings`) and the heading right above the passage (`section`).
 */
export function chunkDocument(
  document: SourceDocument,
  options: ChunkOptions = DEFAULT_CHUNK_OPTIONS,
): PreparedChunk[] {
  const base: Record<string, unknown> = { ...document.metadata, format: document.format }
  if (document.format === 'json') {
    return chunkRecords(document.records, { textFields: document.textFields, chunk: options, metadata: base })
  }
  if (document.format === 'text') {
    const title = typeof base.title === 'string' ? base.title : ''
    return chunkText(document.content, options).map((content) => ({
      content,
      context: title,
      metadata: base,
    }))
  }
  const { data, body } = parseFrontMatter(document.content)
  const sections = splitMarkdownSections(body)
  // Without a title in the front matter, a leading level-1 heading is the title.
  const first = sections.find((section) => section.headings.length > 0)
  const title =
    typeof data.title === 'string' ? data.title : first?.levels[0] === 1 ? first.headings[0] : undefined
  const metadata = { ...base, ...data, ...(title === undefined ? {} : { title }) }
  // Tags often name the topic in the other language (空调 … control_ac; 包络 … envelope, attack).
  const tags = Array.isArray(data.tags) ? ` (${data.tags.join(', ')})` : ''
  return sections.flatMap((section) => {
    // The title heading adds nothing to the path that the title does not already say.
    const headings = section.headings[0] === title ? section.headings.slice(1) : section.headings
    const context = [title, ...headings].filter(Boolean).join(' › ') + tags
    return chunkText(section.text, options).map((content) => ({
      content,
      context,
      metadata: { ...metadata, headings, section: headings.at(-1) ?? null },
    }))
  })
}
