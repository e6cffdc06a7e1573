import type { JSONValue } from '@ai-sdk/provider'
import { type Tool, type ToolContext, ToolError } from '../tools/define-tool.ts'
import { abortable } from '../util/abortable.ts'
import type { ToolCallStatus } from '../wire/events.ts'

/**
 * Runs a server tool. Exceptions become error results the model reads, never crashes of the run; on
 * abort the call is reported as interrupted even if the tool ignores its signal.
 */
export async function executeTool(
  tool: Tool,
  args: unknown,
  context: ToolContext,
): Promise<{ status: ToolCallStatus; output: JSONValue }> {
  try {
    const value = await abortable(
      Promise.resolve().then(() => tool.execute!(args, context)),
      context.signal,
    )
    return { status: 'ok', output: toJsonValue(value) }
  } catch (error) {
    if (context.signal.aborted) {
      return {
        status: 'interrupted',
        output: { error: 'interrupted', message: 'the run was aborted while this call ran' },
      }
    }
    if (error instanceof ToolError) {
      const output: Record<string, JSONValue> = { error: 'tool_error', message: error.message }
      if (error.data !== undefined) output.data = toJsonValue(error.data)
      return { status: 'error', output }
    }
    return {
      status: 'error',
      output: { error: 'tool_failed', message: (error as Error)?.message ?? String(error) },
    }
  }
}

function toJsonValue(value: unknown): JSONValue {
  if (value === undefined) return null
  if (value === null || typeof value !== 'object') return value as JSONValue
  // Tools return plain data; a round trip drops functions, class prototypes and undefined fields.
  return JSON.parse(JSON.stringify(value)) as JSONValue
}
