// What the HTTP layer needs from the knowledge package: shapes, errors and the service contract, without
// the segmenter or the database behind them.

export type { JsonRecord, SourceDocument } from '../ingest/source-document.ts'
export * from './collections.ts'
export * from './http-schemas.ts'
export * from './knowledge-error.ts'
export * from './knowledge-service.ts'
