export { createJimi, type Jimi, type JimiAgent, type JimiConfig } from './jimi.ts'
export { type EngineCallback, JimiEngine, type RunSummary } from './jimi-engine.ts'
export { JimiError, type JimiErrorCode } from './jimi-error.ts'
export {
  type ToolCall,
  type ToolResultContent,
  toWireMessage,
  type WireListener,
  type WireMessage,
  type WireMessageType,
} from './wire-message.ts'
