export type { Checkpoint, Checkpointer, SessionSnapshot } from './checkpoint.ts'
export { MemoryCheckpointer } from './checkpoint.ts'
export {
  type CompactionResult,
  type ContextPolicy,
  compactHistory,
  withSummary,
} from './context/compact-history.ts'
export { countMessage, countPrompt } from './context/count-history.ts'
export { compactionCut, historyBlocks } from './context/split-history.ts'
export {
  counterForProvider,
  estimateCounter,
  loadO200kCounter,
  type TokenCounter,
} from './context/token-counter.ts'
export type { Domain } from './domain.ts'
export * from './errors.ts'
export { DESTRUCTIVE_RULE_ID, evaluateGuardrails } from './guardrails/evaluate-guardrails.ts'
export type * from './guardrails/guardrail.ts'
export type {
  KnowledgeEntry,
  KnowledgeForget,
  KnowledgeQuery,
  KnowledgeRecord,
  KnowledgeResult,
  KnowledgeSearch,
} from './knowledge.ts'
export { AgentSession, type RunOptions } from './loop/agent-session.ts'
export type { RunInput } from './loop/apply-input.ts'
export { approvalExpired, approvalHash, canonicalJson, DEFAULT_APPROVAL_TTL_MS } from './loop/approval.ts'
export {
  createEngine,
  Engine,
  type EngineOptions,
  type SessionOptions,
  type SessionOverrides,
} from './loop/engine.ts'
export type { PendingCall } from './loop/pending-call.ts'
export { type Decision, type ResolvedDecision, resolveDecisions } from './loop/resolve-decisions.ts'
export type { CallSettings, ReplyAfterCalls, StateSource, StepSummary } from './loop/runtime.ts'
export * from './messages/content-part.ts'
export { describeSpectrum } from './messages/describe-spectrum.ts'
export * from './messages/message.ts'
export { toModelPrompt } from './messages/to-model-prompt.ts'
export * from './messages/usage.ts'
export { classifyModelError, parseRetryAfter } from './models/classify-error.ts'
export { createModel, type ModelFactories } from './models/create-model.ts'
export { domainChains, domainModel } from './models/domain-model.ts'
export { type ChainEntry, createFailoverModel, type FailoverOptions } from './models/failover-model.ts'
export { ModelRouter } from './models/model-router.ts'
export { type ModelSpec, parseModelChain, parseModelSpec } from './models/model-spec.ts'
export { promptNeedsMultimodal } from './models/prompt-modality.ts'
export * from './models/provider-config.ts'
export { type RequestRoute, requestRoute } from './models/request-route.ts'
export { defaultRetryPolicy, type RetryPolicy, retryDelay } from './models/retry-policy.ts'
export {
  NO_USAGE,
  type OfflineStep,
  offlineFinish,
  offlineStream,
  ruleEngineModel,
  withOfflineStep,
} from './offline/offline-stream.ts'
export {
  type PromptTurn,
  type PromptTurnCall,
  readPromptTurn,
  SPECTRUM_OPTIONS_KEY,
} from './offline/prompt-turn.ts'
export {
  checkObject,
  type GeneratedObject,
  type GenerateObjectOptions,
  generateObject,
} from './structured/generate-object.ts'
export { WireEventTracer } from './telemetry/trace-wire-events.ts'
export {
  type ClientToolDefinition,
  defineTool,
  type RunScope,
  type ServerToolDefinition,
  type Tool,
  type ToolContext,
  ToolError,
} from './tools/define-tool.ts'
export {
  type McpCallResult,
  type McpListedTool,
  type McpToolClient,
  type McpToolsOptions,
  mcpTools,
  type RefusedMcpTool,
} from './tools/mcp-tools.ts'
export { parseArgumentsText, validateArguments } from './tools/parse-tool-arguments.ts'
export { effectSucceeded, judgeEffect, sameValue, type ToolEffect } from './tools/tool-effect.ts'
export { ToolRegistry, toolJsonSchema } from './tools/tool-registry.ts'
export { rememberRecent } from './util/remember-recent.ts'
export { seededRandom } from './util/seeded-random.ts'
export type * from './wire/events.ts'
export { RunHandle, type RunResult } from './wire/run-handle.ts'
