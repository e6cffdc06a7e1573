/**
 * A small MCP server process for tests of the runtime's MCP client: a shelf of text files held in memory,
 * served over stdio by the official SDK (`node mcp-files-server.ts`). Nothing here knows Mindwire.
 */
import { McpServer } from '@modelcontextprotocol/server'
import { serveStdio } from '@modelcontextprotocol/server/stdio'
import { z } from 'zod'

const files = new Map<string, string>([['readme.txt', 'hello']])
const text = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value) }] })

serveStdio(() => {
  const server = new McpServer({ name: 'files', version: '1.0.0' }, { capabilities: { tools: {} } })
  server.registerTool(
    'list_files',
    {
      description: 'List the files on the shelf',
      inputSchema: z.object({}),
      annotations: { readOnlyHint: true },
    },
    async () => ({
      ...text([...files.keys()].sort()),
      structuredContent: { files: [...files.keys()].sort() },
    }),
  )
  server.registerTool(
    'write_file',
    {
      description: 'Write a text file',
      inputSchema: z.object({ path: z.string().min(1), text: z.string() }),
      annotations: { destructiveHint: false },
    },
    async ({ path, text: body }) => {
      files.set(path, body)
      return text({ written: path })
    },
  )
  server.registerTool(
    'delete_file',
    { description: 'Delete a file', inputSchema: z.object({ path: z.string().min(1) }) },
    async ({ path }) => {
      if (!files.delete(path)) return { ...text(`no file ${path}`), isError: true }
      return text({ deleted: path })
    },
  )
  server.registerTool(
    'archive.all',
    { description: 'A name a model provider would refuse', inputSchema: z.object({}) },
    async () => text('archived'),
  )
  return server
})
