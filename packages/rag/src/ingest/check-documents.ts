import { KnowledgeError } from '../api/knowledge-error.ts'
import type { KnowledgeLimits } from '../api/knowledge-service.ts'
import type { SourceDocument } from './source-document.ts'

/** Refuses a batch that is too large, repeats a source or has a document without one. */
export function checkDocuments(documents: readonly SourceDocument[], limits: KnowledgeLimits): void {
  if (documents.length > limits.maxDocumentsPerRequest) {
    throw new KnowledgeError(
      'too_large',
      `${documents.length} documents in one request; the limit is ${limits.maxDocumentsPerRequest}`,
    )
  }
  const seen = new Set<string>()
  for (const document of documents) {
    const source = document.source?.trim()
    if (!source) throw new KnowledgeError('invalid_input', 'every document needs a source')
    if (seen.has(source)) throw new KnowledgeError('invalid_input', `source ${source} appears twice`)
    seen.add(source)
    if (document.format === 'json') {
      if (document.records.length > limits.maxRecordsPerDocument) {
        throw new KnowledgeError(
          'too_large',
          `${source} has ${document.records.length} records; the limit is ${limits.maxRecordsPerDocument}`,
        )
      }
    } else if (document.content.length > limits.maxDocumentChars) {
      throw new KnowledgeError(
        'too_large',
        `${source} has ${document.content.length} characters; the limit is ${limits.maxDocumentChars}`,
      )
    }
  }
}
