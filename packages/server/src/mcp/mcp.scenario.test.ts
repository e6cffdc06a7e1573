import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import { describe, expect, it } from 'vitest'
import { api } from '../testing/http-client.ts'
import { serverPerFile } from '../testing/server-per-file.ts'

const served = serverPerFile()

/** The official MCP client on the notes app's tools, as a 2026-07-28 client or a 2025 one. */
async function connect(
  era: 'modern' | 'legacy',
  options: { sessionId?: string; answer?: boolean; apiKey?: string } = {},
) {
  const client = new Client(
    { name: 'test-client', version: '1.0.0' },
    {
      capabilities: { elicitation: { form: {} } },
      versionNegotiation: { mode: era === 'modern' ? { pin: '2026-07-28' } : 'legacy' },
    },
  )
  const asked: string[] = []
  client.setRequestHandler('elicitation/create', async (request) => {
    asked.push(String((request.params as { message?: string }).message))
    if (options.answer === undefined) return { action: 'cancel' }
    return { action: 'accept', content: { confirm: options.answer } }
  })
  const query = options.sessionId ? `?sessionId=${options.sessionId}` : ''
  const transport = new StreamableHTTPClientTransport(
    new URL(`${served.server().url}/api/mcp/notes${query}`),
    {
      requestInit: { headers: { authorization: `Bearer ${options.apiKey ?? served.key()}` } },
    },
  )
  await client.connect(transport)
  return { client, asked }
}

/** A notes session holding two notes. */
async function sessionWithNotes(): Promise<string> {
  const { json } = await api(`${served.server().url}/api/ai/sessions`, served.key(), {
    body: { app: 'notes', state: { notes: ['a', 'b'] } },
  })
  return json.id
}

const notesOf = async (sessionId: string) =>
  (await api(`${served.server().url}/api/ai/sessions/${sessionId}`, served.key())).json.state
    .notes as string[]

describe.each(['modern', 'legacy'] as const)('MCP server, official client (%s era)', (era) => {
  it('lists the app’s server tools (never its client tools) and runs one under the safety rules', async () => {
    const sessionId = await sessionWithNotes()
    const { client } = await connect(era, { sessionId })
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual(['add_note', 'delete_note'])
    expect(tools.find((tool) => tool.name === 'delete_note')?.annotations?.destructiveHint).toBe(true)
    const added = await client.callTool({ name: 'add_note', arguments: { text: 'milk' } })
    expect(added.isError).toBeFalsy()
    expect(await notesOf(sessionId)).toEqual(['a', 'b', 'milk'])
    const blocked = await client.callTool({ name: 'add_note', arguments: { text: 'my password is x' } })
    expect(blocked.isError).toBe(true)
    expect(JSON.stringify(blocked.content)).toContain('Notes must not contain passwords.')
    const invalid = await client.callTool({ name: 'add_note', arguments: { text: '' } })
    expect(invalid.isError).toBe(true)
    expect(await notesOf(sessionId)).toEqual(['a', 'b', 'milk'])
    await client.close()
  })
})

describe('MCP confirmations: never an unconfirmed destructive call', () => {
  it('a 2026 client is asked (input_required elicitation); yes runs it, no and cancel do not', async () => {
    const sessionId = await sessionWithNotes()
    const no = await connect('modern', { sessionId, answer: false })
    const declined = await no.client.callTool({ name: 'delete_note', arguments: { index: 0 } })
    expect(no.asked).toHaveLength(1)
    expect(declined.isError).toBe(true)
    const cancel = await connect('modern', { sessionId })
    expect((await cancel.client.callTool({ name: 'delete_note', arguments: { index: 0 } })).isError).toBe(
      true,
    )
    expect(await notesOf(sessionId)).toEqual(['a', 'b'])
    const yes = await connect('modern', { sessionId, answer: true })
    const done = await yes.client.callTool({ name: 'delete_note', arguments: { index: 0 } })
    expect(done.isError).toBeFalsy()
    expect(await notesOf(sessionId)).toEqual(['b'])
  })

  it('a 2025 client, which this stateless server cannot ask, is told so and nothing runs', async () => {
    const sessionId = await sessionWithNotes()
    const { client, asked } = await connect('legacy', { sessionId, answer: true })
    const result = await client.callTool({ name: 'delete_note', arguments: { index: 0 } })
    expect(result.isError).toBe(true)
    expect(JSON.stringify(result.content)).toContain('nothing ran')
    expect(asked).toEqual([])
    expect(await notesOf(sessionId)).toEqual(['a', 'b'])
  })

  it('tenancy: another tenant’s session is not found, and a bad key is refused', async () => {
    const sessionId = await sessionWithNotes()
    const other = await served.server().tenant('globex')
    const { client } = await connect('modern', { sessionId, apiKey: other.key, answer: true })
    const result = await client.callTool({ name: 'add_note', arguments: { text: 'x' } })
    expect(result.isError).toBe(true)
    expect(await notesOf(sessionId)).toEqual(['a', 'b'])
    await expect(connect('modern', { apiKey: 'mw_wrong' })).rejects.toThrow()
  })
})
