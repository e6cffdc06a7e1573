import { type Tool, ToolError } from '@mindwire/agent'
import type { CanvasSnapshot, ClientOperation } from '../graph/canvas.ts'

/** What a tool call came to, as the engine would report it: output or error, with the operations. */
export type ToolRun =
  | { ok: true; output: Record<string, unknown>; operations: ClientOperation[] }
  | { ok: false; message: string; operations: ClientOperation[] }

/** Validates arguments with the tool's schema and runs it on `state`, as the engine does. */
export async function runTool(
  tool: Tool<CanvasSnapshot>,
  args: unknown,
  state: CanvasSnapshot,
  scope?: { tenantId?: string },
): Promise<ToolRun> {
  const parsed = tool.parameters.safeParse(args)
  if (!parsed.success) throw new Error(`invalid test arguments for ${tool.name}: ${parsed.error.message}`)
  try {
    const output = (await tool.execute!(parsed.data, {
      callId: 'test-call',
      signal: new AbortController().signal,
      state,
      ...(scope ? { scope } : {}),
    })) as Record<string, unknown>
    return { ok: true, output, operations: (output.operations as ClientOperation[] | undefined) ?? [] }
  } catch (error) {
    if (!(error instanceof ToolError)) throw error
    const data = error.data as { operations?: ClientOperation[] } | undefined
    return { ok: false, message: error.message, operations: data?.operations ?? [] }
  }
}

/** An empty canvas. */
export function emptyCanvas(): CanvasSnapshot {
  return { nodes: [], edges: [] }
}
