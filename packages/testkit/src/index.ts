export { collectEvents } from './collect-events.ts'
export * from './fake-llm-server/fake-reply.ts'
export type { EmbeddingsResponder } from './fake-llm-server/openai-embeddings-protocol.ts'
export { type FakeLlmServer, type RecordedRequest, startFakeLlmServer } from './fake-llm-server/server.ts'
export {
  ScriptedModel,
  type ScriptedReply,
  type ScriptedToolCall,
  type ScriptStep,
} from './scripted-model.ts'
export { startAnnouncingProcess } from './server-process.ts'
