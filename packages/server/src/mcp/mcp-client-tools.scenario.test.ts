import { fileURLToPath } from 'node:url'
import { createEngine, type Guardrail, mcpTools } from '@mindwire/agent'
import { collectEvents, ScriptedModel } from '@mindwire/testkit'
import { Client } from '@modelcontextprotocol/client'
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const SERVER = fileURLToPath(new URL('../testing/mcp-files-server.ts', import.meta.url))

let client: Client
beforeAll(async () => {
  client = new Client({ name: 'mindwire-runtime-test', version: '1.0.0' })
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [SERVER], stderr: 'pipe' }),
  )
}, 20_000)
afterAll(async () => {
  await client?.close()
})

/** What the MCP server holds now, asked directly, not through the runtime. */
const shelf = async () =>
  ((await client.callTool({ name: 'list_files', arguments: {} })).structuredContent as { files: string[] })
    .files

const noEtc: Guardrail = {
  id: 'no-etc',
  description: 'nothing under /etc',
  when: (call) => String(call.args.path ?? '').startsWith('/etc'),
  action: 'block',
  message: 'Files under /etc are off limits.',
}

describe('MCP tools in the agent runtime (a real MCP server process over stdio)', () => {
  it('lists the server’s tools under a prefix, marks unannotated ones destructive, refuses a name models cannot take', async () => {
    const { tools, refused } = await mcpTools(client, { prefix: 'files_' })
    expect(tools.map((tool) => [tool.name, tool.destructive])).toEqual([
      ['files_list_files', false],
      ['files_write_file', false],
      ['files_delete_file', true],
    ])
    expect(refused.map((tool) => tool.name)).toEqual(['archive.all'])
  })

  it('validates, applies the rules and records calls like native tools; a declined delete never reaches the server', async () => {
    const { tools } = await mcpTools(client, { prefix: 'files_' })
    const model = new ScriptedModel([
      {
        toolCalls: [
          { name: 'files_write_file', args: { path: 'notes.txt', text: 'milk' }, id: 'w1' },
          { name: 'files_write_file', args: { path: '', text: 'x' }, id: 'w2' },
          { name: 'files_write_file', args: { path: '/etc/passwd', text: 'x' }, id: 'w3' },
          { name: 'files_delete_file', args: { path: 'readme.txt' }, id: 'd1' },
        ],
      },
      { text: 'Kept the readme.' },
      { toolCalls: [{ name: 'files_delete_file', args: { path: 'notes.txt' }, id: 'd2' }] },
      { text: 'Deleted notes.txt.' },
    ])
    const session = createEngine({ model, tools, guardrails: [noEtc] }).session()
    const first = await collectEvents(session.send('save milk to notes, then delete the readme'))
    const results = first.filter((e) => e.type === 'tool_result')
    expect(results.map((e) => [e.callId, e.status])).toEqual([
      ['w1', 'ok'],
      ['w2', 'error'],
      ['w3', 'blocked'],
    ])
    expect(JSON.stringify(results[1]!.output)).toContain('invalid_arguments')
    expect(first.find((e) => e.type === 'confirm_required')).toMatchObject({ callId: 'd1' })
    expect(await shelf()).toEqual(['notes.txt', 'readme.txt'])

    await session.confirm('d1', false).result
    expect(await shelf()).toEqual(['notes.txt', 'readme.txt'])

    const second = await collectEvents(session.send('now delete notes.txt'))
    expect(second.find((e) => e.type === 'confirm_required')).toMatchObject({ callId: 'd2' })
    const accepted = await collectEvents(session.confirm('d2', true))
    expect(accepted.find((e) => e.type === 'tool_result')).toMatchObject({
      callId: 'd2',
      status: 'ok',
      output: JSON.stringify({ deleted: 'notes.txt' }),
    })
    expect(await shelf()).toEqual(['readme.txt'])
  })

  it('returns the server’s own error to the model as a tool error', async () => {
    const { tools } = await mcpTools(client, { prefix: 'files_', only: ['delete_file'] })
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'files_delete_file', args: { path: 'ghost.txt' }, id: 'g1' }] },
      { text: 'There is no ghost.txt.' },
    ])
    const session = createEngine({ model, tools }).session()
    await session.send('delete ghost.txt').result
    const events = await collectEvents(session.confirm('g1', true))
    expect(events.find((e) => e.type === 'tool_result')).toMatchObject({ callId: 'g1', status: 'error' })
    expect(JSON.stringify(events.find((e) => e.type === 'tool_result'))).toContain('no file ghost.txt')
  })
})
