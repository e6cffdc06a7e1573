// The Jimi surface over a Mindwire server: no agent runtime, no model provider in the app's bundle.
export type { JimiInput, PendingConfirmation, RunSummary, TokenUsage } from '../engine-transport.ts'
export { type EngineCallback, JimiEngine } from '../jimi-engine.ts'
export { JimiError, type JimiErrorCode } from '../jimi-error.ts'
export {
  type BridgeEvent,
  connectNativeHost,
  type NativeHost,
  type NativeRequest,
} from '../webview/webview-bridge.ts'
export type {
  ToolCall,
  ToolResultContent,
  WireListener,
  WireMessage,
  WireMessageType,
} from '../wire-message.ts'
export { createRemoteJimi, type RemoteJimi, type RemoteJimiConfig } from './remote-jimi.ts'
