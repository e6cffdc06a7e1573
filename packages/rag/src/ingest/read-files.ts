import { readdir, readFile, stat } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'
import { KnowledgeError } from '../api/knowledge-error.ts'
import { parseFrontMatter } from './front-matter.ts'
import type { JsonRecord, SourceDocument } from './source-document.ts'

const FORMATS: Record<string, SourceDocument['format']> = {
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.txt': 'text',
  '.json': 'json',
  '.jsonl': 'json',
}

/**
 * Reads a file, or every .md/.markdown/.txt/.json/.jsonl file under a folder (hidden ones skipped), as
 * documents. A document's source is its front matter `id` when it has one (xialgo://aec-nlms-v3), else
 * its path relative to `relativeTo`; `metadata.path` always holds that path.
 */
export async function readSourceFiles(
  path: string,
  options: { relativeTo?: string } = {},
): Promise<SourceDocument[]> {
  const root = options.relativeTo ?? process.cwd()
  const files = (await stat(path)).isDirectory() ? await listFiles(path) : [path]
  const documents: SourceDocument[] = []
  for (const file of files.sort()) {
    const format = FORMATS[extname(file).toLowerCase()]
    if (!format) continue
    const text = await readFile(file, 'utf8')
    const filePath = relative(root, file).split(sep).join('/')
    documents.push(toDocument(text, format, filePath))
  }
  return documents
}

function toDocument(text: string, format: SourceDocument['format'], path: string): SourceDocument {
  const metadata = { path }
  if (format === 'json') return { source: path, format, records: parseRecords(text, path), metadata }
  const id = format === 'markdown' ? parseFrontMatter(text).data.id : undefined
  return { source: typeof id === 'string' && id ? id : path, format, content: text, metadata }
}

/** A JSON array of objects, an object with a `records` array, one object, or JSON Lines. */
function parseRecords(text: string, path: string): JsonRecord[] {
  const lines = path.endsWith('.jsonl') ? text.split(/\r?\n/).filter((line) => line.trim()) : [text]
  const records: JsonRecord[] = []
  for (const line of lines) {
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch (error) {
      throw new KnowledgeError('invalid_input', `${path} is not valid JSON: ${(error as Error).message}`)
    }
    const list = Array.isArray(value)
      ? value
      : isObject(value) && Array.isArray(value.records)
        ? value.records
        : [value]
    for (const item of list) {
      if (!isObject(item))
        throw new KnowledgeError('invalid_input', `${path} holds a record that is not an object`)
      records.push(item)
    }
  }
  return records
}

function isObject(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

async function listFiles(folder: string): Promise<string[]> {
  const files: string[] = []
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue
    const path = join(folder, entry.name)
    if (entry.isDirectory()) files.push(...(await listFiles(path)))
    else if (entry.isFile()) files.push(path)
  }
  return files
}
