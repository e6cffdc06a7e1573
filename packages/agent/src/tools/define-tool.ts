import type { z } from 'zod'
import type { ToolEffect } from './tool-effect.ts'

/** What a tool's `execute` receives besides its validated arguments. */
export interface ToolContext<State = unknown> {
  /** The id the model gave this call. */
  callId: string
  /** Fires when the run is aborted; long-running tools should stop. */
  signal: AbortSignal
  /** Live application state, read just before this call (after the previous call's effects). */
  state: State
  /** Who the run is for, when the host said so (tenant, session, user): for tenant-scoped lookups. */
  scope?: RunScope
}

/** Who a run works for; the server fills it in, the engine passes it to tools unchanged. */
export interface RunScope {
  tenantId?: string
  sessionId?: string
  userId?: string | null
}

type Execute<Args, State> = (args: Args, context: ToolContext<State>) => unknown

interface ToolFields<Schema extends z.ZodType> {
  name: string
  description: string
  parameters: Schema
  /** A destructive tool (delete, disconnect, clear) asks the person before it runs, unless configured otherwise. */
  destructive?: boolean
  /**
   * What the person is asked before a destructive call, in the app's language, given the state the call
   * would change (to name a module by its name rather than its id). Default: an English sentence.
   */
  confirmMessage?: (args: z.output<Schema>, state: unknown) => string
  /** Calls in different groups may run in parallel when the engine allows it; within a group they run in order. */
  group?: string
  /** A lookup that never changes the application: a call that ran is `read`, not `changed`. */
  readOnly?: boolean
}

/** A tool the engine executes on the server. */
export interface ServerToolDefinition<Schema extends z.ZodType, State> extends ToolFields<Schema> {
  kind?: 'server'
  execute: Execute<z.output<Schema>, State>
  /**
   * What a call that returned really did, judged from its output (a value set to what it already was is
   * `none`). Without it a call counts as `changed` (or `read` for a read-only tool).
   */
  effectOf?: (output: any, args: z.output<Schema>) => ToolEffect
}

/** A tool the client (browser, vehicle) executes; the run waits for its result. */
export interface ClientToolDefinition<Schema extends z.ZodType> extends ToolFields<Schema> {
  kind: 'client'
}

/** A registered tool; `execute` exists exactly when `kind` is 'server'. */
export interface Tool<State = any> {
  name: string
  description: string
  parameters: z.ZodType
  kind: 'server' | 'client'
  destructive: boolean
  confirmMessage?: (args: any, state: unknown) => string
  group?: string
  readOnly?: boolean
  effectOf?: (output: any, args: any) => ToolEffect
  execute?: Execute<any, State>
}

const TOOL_NAME = /^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/

/** Declares a tool from a zod schema; the model sees the schema as JSON Schema. */
export function defineTool<Schema extends z.ZodType, State = any>(
  definition: ServerToolDefinition<Schema, State> | ClientToolDefinition<Schema>,
): Tool<State> {
  if (!TOOL_NAME.test(definition.name)) {
    throw new TypeError(
      `tool name "${definition.name}" must match ${TOOL_NAME} (provider function-name rules)`,
    )
  }
  return {
    name: definition.name,
    description: definition.description,
    parameters: definition.parameters,
    kind: definition.kind ?? 'server',
    destructive: definition.destructive ?? false,
    confirmMessage: definition.confirmMessage,
    group: definition.group,
    ...(definition.readOnly ? { readOnly: true } : {}),
    ...(definition.kind !== 'client' && definition.effectOf ? { effectOf: definition.effectOf } : {}),
    execute: definition.kind === 'client' ? undefined : (definition.execute as Execute<any, State>),
  }
}

/** Thrown by a tool for an expected failure; its message (and data) go back to the model as the result. */
export class ToolError extends Error {
  readonly data?: unknown
  constructor(message: string, data?: unknown) {
    super(message)
    this.name = 'ToolError'
    this.data = data
  }
}
