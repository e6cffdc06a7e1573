import * as z from 'zod'
import { defineTool, type Tool, ToolError } from './define-tool.ts'

/** A tool as an MCP server lists it (`tools/list`), the fields this adapter reads. */
export interface McpListedTool {
  name: string
  description?: string
  inputSchema: Record<string, unknown>
  annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean; title?: string }
}

/** What an MCP server answers to `tools/call`. */
export interface McpCallResult {
  content?: ReadonlyArray<{ type: string; text?: string }>
  structuredContent?: unknown
  isError?: boolean
}

/**
 * The part of an MCP client the runtime needs. The official `Client` of `@modelcontextprotocol/client`
 * has this shape once connected (stdio, Streamable HTTP); the runtime depends on the shape, not the package.
 */
export interface McpToolClient {
  listTools(): Promise<{ tools: McpListedTool[] }>
  callTool(
    params: { name: string; arguments?: Record<string, unknown> },
    options?: { signal?: AbortSignal },
  ): Promise<McpCallResult>
}

export interface McpToolsOptions {
  /** Put before every tool's name, so two servers' `search` do not collide (e.g. `files_`). */
  prefix?: string
  /** Only these of the server's tools (names as the server lists them); default all. */
  only?: readonly string[]
}

/** An MCP tool not offered to the model, and why. */
export interface RefusedMcpTool {
  name: string
  reason: string
}

/**
 * An MCP server's tools as runtime tools, so they take the native path: arguments validated against the
 * server's own input schema (as a zod schema) before anything is sent, guardrails and confirmation, the
 * call recorded in the run's events. A tool is destructive — asked before it runs — unless the server
 * marks it read-only or not destructive (the MCP defaults: `destructiveHint` true when not read-only).
 * A tool whose name or schema the runtime cannot take is refused and reported, never offered half-checked.
 */
export async function mcpTools(
  client: McpToolClient,
  options: McpToolsOptions = {},
): Promise<{ tools: Tool[]; refused: RefusedMcpTool[] }> {
  const { tools: listed } = await client.listTools()
  const tools: Tool[] = []
  const refused: RefusedMcpTool[] = []
  for (const listedTool of listed) {
    if (options.only && !options.only.includes(listedTool.name)) continue
    try {
      tools.push(toRuntimeTool(client, listedTool, options.prefix ?? ''))
    } catch (error) {
      refused.push({ name: listedTool.name, reason: (error as Error).message })
    }
  }
  return { tools, refused }
}

function toRuntimeTool(client: McpToolClient, listed: McpListedTool, prefix: string): Tool {
  const parameters = z.fromJSONSchema(listed.inputSchema as Parameters<typeof z.fromJSONSchema>[0])
  const annotations = listed.annotations ?? {}
  const destructive = annotations.readOnlyHint !== true && annotations.destructiveHint !== false
  return defineTool({
    name: `${prefix}${listed.name}`,
    description: listed.description ?? annotations.title ?? listed.name,
    parameters,
    destructive,
    async execute(args, { signal }) {
      const result = await client.callTool(
        { name: listed.name, arguments: args as Record<string, unknown> },
        { signal },
      )
      const text = (result.content ?? [])
        .filter((part) => part.type === 'text' && typeof part.text === 'string')
        .map((part) => part.text)
        .join('\n')
      if (result.isError) throw new ToolError(text || `MCP tool ${listed.name} failed`)
      return result.structuredContent ?? (text || result.content)
    },
  })
}
