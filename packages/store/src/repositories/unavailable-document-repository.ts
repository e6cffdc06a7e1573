import type { DocumentRepository } from '../store.ts'
import { StoreError } from '../store-error.ts'

/** Stands in for the documents when the database lacks pgvector: every call is refused with a typed error. */
export function createUnavailableDocumentRepository(): DocumentRepository {
  const refuse = async (): Promise<never> => {
    throw new StoreError(
      'vector_unavailable',
      'knowledge search is disabled: the database lacks pgvector (see the notice given when the store opened)',
    )
  }
  return {
    replaceSource: refuse,
    deleteSource: refuse,
    deleteMatching: refuse,
    searchVector: refuse,
    searchText: refuse,
    count: refuse,
    commonLexemes: refuse,
  }
}
