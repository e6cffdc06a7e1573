import { type Tool, ToolError, validateArguments } from '@mindwire/agent'
import type { StudioState } from './studio-state.ts'

/** A tool's outcome outside a model run: its output, or the typed failure it answered with. */
export type ToolRunOutcome = { ok: true; output: unknown } | { ok: false; error: string; message: string }

/**
 * Runs one studio tool on a project state the way the loop would (arguments validated against its schema),
 * for edits a person makes through the API: same validation, same errors, same effects.
 */
export async function runStudioTool(
  tools: readonly Tool<StudioState>[],
  name: string,
  args: unknown,
  state: StudioState,
  scope: { tenantId: string },
): Promise<ToolRunOutcome> {
  const tool = tools.find((candidate) => candidate.name === name)
  if (!tool?.execute)
    return { ok: false, error: 'unknown_tool', message: `no studio tool "${name}" runs on the server` }
  const valid = validateArguments(tool.parameters, args)
  if (!valid.ok) return { ok: false, error: 'invalid_arguments', message: valid.error }
  try {
    const output = await tool.execute(valid.args, {
      callId: `api-${name}`,
      signal: AbortSignal.timeout(30_000),
      state,
      scope,
    })
    return { ok: true, output }
  } catch (error) {
    if (!(error instanceof ToolError)) throw error
    const data = error.data as { error?: string } | undefined
    return { ok: false, error: data?.error ?? 'tool_failed', message: error.message }
  }
}
