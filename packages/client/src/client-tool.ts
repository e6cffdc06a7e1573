/** What a client tool's `execute` receives besides the call's arguments. */
export interface ClientToolContext {
  callId: string
  sessionId: string
  /** Aborts with the session's `abort()`; long-running tools should stop. */
  signal: AbortSignal
}

/**
 * A tool that runs in this process (the browser) when the model calls it. The server declares the
 * tool (kind `client`) and validates its arguments; the client only executes it and hands the result
 * back, which continues the same run. A thrown error is sent as an error result the model sees.
 */
// biome-ignore lint/suspicious/noExplicitAny: the server validated the arguments against the tool's schema; callers annotate them
export interface ClientTool<Args = any> {
  name: string
  description?: string
  execute(args: Args, context: ClientToolContext): unknown
}

/** The outcome handed back to the server for one client call. */
export interface ClientToolOutcome {
  output: unknown
  isError: boolean
}

/** Runs a client tool; never throws: failures and unknown tools become error results. */
export async function runClientTool(
  tool: ClientTool | undefined,
  name: string,
  args: unknown,
  context: ClientToolContext,
): Promise<ClientToolOutcome> {
  if (!tool)
    return { output: { error: `no client tool "${name}" is registered in this client` }, isError: true }
  try {
    const output = await tool.execute(args, context)
    // The result must be JSON: undefined (a tool that returns nothing) becomes null.
    return { output: output === undefined ? null : JSON.parse(JSON.stringify(output)), isError: false }
  } catch (error) {
    return { output: { error: error instanceof Error ? error.message : String(error) }, isError: true }
  }
}
