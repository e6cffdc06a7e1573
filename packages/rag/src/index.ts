export * from './api/index.ts'
export type { Embedder, EmbedPurpose } from './embed/embedder.ts'
export { createEmbedderFromEnv } from './embed/embedder-from-env.ts'
export { createLocalEmbedder, embedLocally, LOCAL_DIMENSIONS } from './embed/local-embedder.ts'
export {
  createOpenAICompatibleEmbedder,
  type OpenAICompatibleEmbedderOptions,
} from './embed/openai-compatible-embedder.ts'
export {
  type HitRate,
  loadQuestions,
  measureHitRate,
  type RetrievalQuestion,
} from './eval/retrieval-eval.ts'
export { chunkDocument } from './ingest/chunk-document.ts'
export { type ChunkOptions, chunkText, DEFAULT_CHUNK_OPTIONS } from './ingest/chunk-text.ts'
export { parseFrontMatter } from './ingest/front-matter.ts'
export { readSourceFiles } from './ingest/read-files.ts'
export type { PreparedChunk } from './ingest/source-document.ts'
export { createKnowledgeBase, type KnowledgeBase, type KnowledgeBaseOptions } from './knowledge-base.ts'
export { fusionFromEnv } from './search/fusion-from-env.ts'
export type { HybridFusion } from './search/hybrid-search.ts'
export { fuseRanks, RRF_K } from './search/reciprocal-rank.ts'
export { DEFAULT_TEXT_WEIGHT, fuseScores } from './search/score-fusion.ts'
export { jieba } from './text/jieba.ts'
export { searchTextOf } from './text/search-text.ts'
export { createSearchKnowledgeTool, type SearchKnowledgeToolOptions } from './tools/search-knowledge-tool.ts'
