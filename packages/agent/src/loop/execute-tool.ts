import type { JSONValue } from '@ai-sdk/provider'
import { type Tool, type ToolContext, ToolError } from '../tools/define-tool.ts'
import { judgeEffect, type ToolEffect } from '../tools/tool-effect.ts'
import { abortable } from '../util/abortable.ts'
import { scrubHostPaths } from '../util/scrub-host-paths.ts'
import type { ToolCallStatus } from '../wire/events.ts'

/**
 * Runs a server tool. Exceptions become error results the model reads, never crashes of the run; on
 * abort the call is reported as interrupted even if the tool ignores its signal.
 */
export async function executeTool(
  tool: Tool,
  args: unknown,
  context: ToolContext,
): Promise<{ status: ToolCallStatus; output: JSONValue; effect?: ToolEffect }> {
  try {
    const value = await abortable(
      Promise.resolve().then(() => tool.execute!(args, context)),
      context.signal,
    )
    return { status: 'ok', output: toJsonValue(value), effect: judgeEffect(tool, value, args) }
  } catch (error) {
    if (context.signal.aborted) {
      return {
        status: 'interrupted',
        output: { error: 'interrupted', message: 'the run was aborted while this call ran' },
      }
    }
    // An error's text reaches the model and the client (a tool_result event): where the host keeps its
    // files (a stack, an ENOENT) is scrubbed from it here, the one place a tool's failure becomes text.
    if (error instanceof ToolError) {
      const output: Record<string, JSONValue> = {
        error: 'tool_error',
        message: scrubHostPaths(error.message),
      }
      if (error.data !== undefined) output.data = scrubStrings(toJsonValue(error.data))
      return { status: 'error', output }
    }
    return {
      status: 'error',
      output: { error: 'tool_failed', message: scrubHostPaths((error as Error)?.message ?? String(error)) },
    }
  }
}

/** Every string of a JSON value with host paths scrubbed. */
function scrubStrings(value: JSONValue): JSONValue {
  if (typeof value === 'string') return scrubHostPaths(value)
  if (Array.isArray(value)) return value.map(scrubStrings)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, scrubStrings(child as JSONValue)]),
  )
}

function toJsonValue(value: unknown): JSONValue {
  if (value === undefined) return null
  if (value === null || typeof value !== 'object') return value as JSONValue
  // Tools return plain data; a round trip drops functions, class prototypes and undefined fields.
  return JSON.parse(JSON.stringify(value)) as JSONValue
}
