import { mcpTools, type RefusedMcpTool, type Tool } from '@mindwire/agent'
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio'
import type { ServerDomain } from '../domains/server-domain.ts'
import { McpConfigError, type McpServerEntry, type McpServersConfig } from './mcp-servers-config.ts'

/** The deployment's MCP servers, connected, and their tools by the domain whose copilot gets them. */
export interface McpServerConnections {
  /** Tools for each domain, by domain name (what `createServer`'s `deploymentTools` takes). */
  tools: ReadonlyMap<string, readonly Tool[]>
  /** Tools a server lists that are not offered (a name or schema the runtime cannot take), by server. */
  refused: ReadonlyArray<RefusedMcpTool & { server: string }>
  close(): Promise<void>
}

/**
 * Connects every server of the file (stdio: the process is started; Streamable HTTP) and lists its tools.
 * Start-up fails, with everything opened so far closed again, when an app is not hosted, a server cannot
 * be reached, a tool `only` names is missing or refused, or two tools of one copilot would share a name:
 * the deployment asked for these tools, and a copilot that silently lacks one would act differently.
 */
export async function connectMcpServers(
  config: McpServersConfig,
  domains: readonly ServerDomain[],
): Promise<McpServerConnections> {
  const clients: Client[] = []
  const close = () => Promise.allSettled(clients.map((client) => client.close())).then(() => {})
  try {
    const tools = new Map<string, Tool[]>()
    const refused: Array<RefusedMcpTool & { server: string }> = []
    for (const entry of config.servers) {
      const where = `${config.file}: mcpServers.${entry.name}`
      const targets = entry.apps.map((app) => {
        const hosted = domains.find((d) => d.domain.name === app || d.apps?.includes(app))
        if (!hosted) throw new McpConfigError(`${where}.apps: this server hosts no app "${app}"`)
        return hosted.domain
      })
      const client = new Client({ name: 'mindwire', version: '1.0.0' })
      clients.push(client)
      try {
        await client.connect(transportOf(entry))
      } catch (error) {
        throw new McpConfigError(`${where}: cannot connect (${(error as Error).message})`)
      }
      const listed = await mcpTools(client, { prefix: entry.prefix, only: entry.only })
      const missing = (entry.only ?? []).filter(
        (name) => !listed.tools.some((tool) => tool.name === `${entry.prefix}${name}`),
      )
      if (missing.length > 0)
        throw new McpConfigError(`${where}.only: not offered by the server: ${missing.join(', ')}`)
      refused.push(...listed.refused.map((tool) => ({ ...tool, server: entry.name })))
      for (const domain of new Set(targets)) {
        const given = tools.get(domain.name) ?? []
        const taken = new Set([...domain.tools, ...given].map((tool) => tool.name))
        const clash = listed.tools.filter((tool) => taken.has(tool.name)).map((tool) => tool.name)
        if (clash.length > 0)
          throw new McpConfigError(
            `${where}: the ${domain.name} copilot already has a tool named ${clash.join(', ')}; set a "prefix"`,
          )
        tools.set(domain.name, [...given, ...listed.tools])
      }
    }
    return { tools, refused, close }
  } catch (error) {
    await close()
    throw error
  }
}

function transportOf(entry: McpServerEntry) {
  if (entry.transport === 'http')
    return new StreamableHTTPClientTransport(entry.url, { requestInit: { headers: entry.headers } })
  return new StdioClientTransport({
    command: entry.command,
    args: entry.args,
    // The SDK's safe defaults (PATH, HOME, …) and what the file adds; the server's own secrets are not passed on.
    env: { ...getDefaultEnvironment(), ...entry.env },
    cwd: entry.cwd,
    stderr: 'inherit',
  })
}
