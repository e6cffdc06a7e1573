export { type KeyScope, LOCAL_TENANT, tenantOf } from './auth/authenticate.ts'
export { actingUserId, USER_HEADER, userIdFromHeader } from './auth/user-header.ts'
export { type Bus, type DropReason, subjectToken, type Unsubscribe } from './bus/bus.ts'
export { BusConfigError, busConfigFromEnv, type NatsBusConfig } from './bus/bus-config.ts'
export { LocalBus } from './bus/local-bus.ts'
export { openNatsBus } from './bus/nats-bus.ts'
export { openBus } from './bus/open-bus.ts'
export { createServer, type MindwireServer, type ServerOptions } from './create-server.ts'
export type { ClientStateInput, ServerDomain, StateHolder, StepEffect } from './domains/server-domain.ts'
export { ApiError, type ApiErrorBody, type ApiErrorCode } from './errors/api-error.ts'
export { logInternal, publicError } from './errors/public-error.ts'
export { assertStorableText, findUnstorableText } from './input/storable-text.ts'
export { type QuotaHold, reserveQuota } from './limits/quota.ts'
export { assertBelowTenantLimit } from './limits/tenant-limit.ts'
export { connectMcpServers, type McpServerConnections } from './mcp/mcp-server-connections.ts'
export {
  loadMcpServersConfig,
  McpConfigError,
  type McpServerEntry,
  type McpServersConfig,
} from './mcp/mcp-servers-config.ts'
export { type FaultLog, guardProcess } from './process-faults.ts'
export { Readiness } from './readiness.ts'
export { createSession, type NewSession, unstoredRecord } from './routes/create-session.ts'
export type { WebApp } from './routes/web-app.ts'
export { type CancelCause, type CancelOutcome, cancelRun } from './runs/cancel-run.ts'
export { CollectingSubscriber } from './runs/collecting-subscriber.ts'
export { LiveRun } from './runs/live-run.ts'
export { respondWithRun, runResponse, wantsStream } from './runs/respond-with-run.ts'
export { RunSubscriber, type SequencedEvent } from './runs/run-subscriber.ts'
export { sessionRunning } from './runs/session-running.ts'
export { type StartRunInput, startRun } from './runs/start-run.ts'
export { type StepCommands, TurnLedger } from './runs/turn-ledger.ts'
export { errorBody } from './schemas/api-schemas.ts'
export {
  defaultServerConfig,
  loadServerConfig,
  type ServerConfig,
  type TenantLimits,
} from './server-config.ts'
export type { ServerContext } from './server-context.ts'
export type { ContractEvent } from './sse/contract-event.ts'
export { SseWriter } from './sse/sse-writer.ts'
export { type OtlpTracing, otlpTracing } from './telemetry/otlp-tracer.ts'
