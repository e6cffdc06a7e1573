export type {
  EngineTransport,
  JimiInput,
  PendingConfirmation,
  RunOutcome,
  RunRequest,
  RunSummary,
  TokenUsage,
  TransportRun,
} from './engine-transport.ts'
export { createJimi, type Jimi, type JimiAgent } from './jimi.ts'
export { JIMI_DEFAULTS, type JimiConfig, type ResolvedJimiConfig, resolveJimiConfig } from './jimi-config.ts'
export { type EngineCallback, JimiEngine } from './jimi-engine.ts'
export { JimiError, type JimiErrorCode } from './jimi-error.ts'
export {
  type ToolCall,
  type ToolResultContent,
  toWireMessage,
  type WireListener,
  type WireMessage,
  type WireMessageType,
} from './wire-message.ts'
