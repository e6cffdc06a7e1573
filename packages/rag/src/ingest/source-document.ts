/** A JSON record: one item of a `json` document, e.g. a project or a tuning preset. */
export type JsonRecord = Record<string, unknown>

/** A document to ingest; its `source` identifies it within a tenant's collection. */
export type SourceDocument =
  | {
      /** Stable identity, e.g. xialgo://eq-parametric-v2 or a file path: ingesting it again replaces it. */
      source: string
      format: 'markdown' | 'text'
      content: string
      /** Kept on every chunk, under the document's own front matter. */
      metadata?: Record<string, unknown>
    }
  | {
      source: string
      format: 'json'
      records: JsonRecord[]
      /** Record fields that hold the text; default content, text, body, description, summary. */
      textFields?: string[]
      metadata?: Record<string, unknown>
    }

/** A passage ready to embed and store. */
export interface PreparedChunk {
  /** The passage as shown to people and models. */
  content: string
  /** The document title and heading path, indexed and embedded with the passage. */
  context: string
  metadata: Record<string, unknown>
}
