import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../testing/http-client.ts'
import { notesDomain } from '../testing/notes-domain.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'
import { connectMcpServers, type McpServerConnections } from './mcp-server-connections.ts'
import { loadMcpServersConfig, McpConfigError } from './mcp-servers-config.ts'

const SERVER = fileURLToPath(new URL('../testing/mcp-files-server.ts', import.meta.url))
const domains = [{ domain: notesDomain, apps: ['notes-studio'] }]

let folder: string
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'mindwire-mcp-config-'))
})
afterAll(() => rm(folder, { recursive: true, force: true }))

/** Writes a deployment's MCP servers file and reads it back as the server would. */
async function configFile(content: unknown, env: Record<string, string> = {}) {
  const file = join(folder, `mcp-${Math.random().toString(36).slice(2)}.json`)
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content))
  return { file, load: () => loadMcpServersConfig(file, env) }
}

describe('MCP servers from the deployment’s configuration file', () => {
  let mcp: McpServerConnections
  let t: TestServer
  let key: string
  beforeAll(async () => {
    // The file names a variable of the server's environment: a secret stays out of the file.
    const { load } = await configFile(
      {
        mcpServers: {
          shelf: {
            apps: ['notes-studio'],
            command: process.execPath,
            args: [SERVER],
            // biome-ignore lint/suspicious/noTemplateCurlyInString: the file's own ${NAME} syntax, not a template
            env: { SHELF_OWNER: '${OWNER}' },
          },
        },
      },
      { OWNER: 'ops' },
    )
    mcp = await connectMcpServers(await load(), domains)
    t = await startTestServer({ deploymentTools: mcp.tools })
    ;({ key } = await t.tenant('mcp-config'))
  }, 30_000)
  afterAll(async () => {
    await t?.close()
    await mcp?.close()
  })

  it('gives the app’s copilot the server’s tools under the server’s name, and refuses the name no model takes', () => {
    expect(mcp.tools.get('notes')!.map((tool) => [tool.name, tool.destructive])).toEqual([
      ['shelf_list_files', false],
      ['shelf_write_file', false],
      ['shelf_delete_file', true],
    ])
    expect(mcp.refused).toEqual([expect.objectContaining({ server: 'shelf', name: 'archive.all' })])
  })

  it('runs its tools over HTTP like the app’s own; a declined delete never reaches the MCP server', async () => {
    const chat = (message: string, sessionId?: string) =>
      api(`${t.url}/api/ai/chat`, key, { body: { app: 'notes-studio', message, sessionId } })
    t.llm.enqueue({
      toolCalls: [{ id: 'w1', name: 'shelf_write_file', args: { path: 'milk.txt', text: '2 l' } }],
    })
    t.llm.enqueue({ text: 'Saved.' })
    const written = await chat('note milk on the shelf')
    expect(written.status).toBe(200)
    expect(written.json.toolResults[0]).toMatchObject({ id: 'w1', status: 'ok' })
    const sessionId = written.json.sessionId

    t.llm.enqueue({ toolCalls: [{ id: 'd1', name: 'shelf_delete_file', args: { path: 'readme.txt' } }] })
    const asked = await chat('delete the readme', sessionId)
    expect(asked.json.confirmations).toEqual([
      expect.objectContaining({ id: 'd1', name: 'shelf_delete_file' }),
    ])
    t.llm.enqueue({ text: 'Kept it.' })
    const declined = await api(`${t.url}/api/ai/sessions/${sessionId}/confirm`, key, {
      body: { callId: 'd1', accepted: false, argsHash: asked.json.confirmations[0].argsHash },
    })
    expect(declined.status).toBe(200)

    t.llm.enqueue({ toolCalls: [{ id: 'l1', name: 'shelf_list_files', args: {} }] })
    t.llm.enqueue({ text: 'Two files.' })
    const listed = await chat('what is on the shelf?', sessionId)
    expect(listed.json.toolResults[0]).toMatchObject({
      id: 'l1',
      status: 'ok',
      output: { files: ['milk.txt', 'readme.txt'] },
    })
  }, 60_000)
})

describe('a deployment file the server refuses to start with', () => {
  const expectRefused = async (content: unknown, message: RegExp, env: Record<string, string> = {}) => {
    const { file, load } = await configFile(content, env)
    const error = await load()
      .then((config) => connectMcpServers(config, domains))
      .then(
        async (connected) => {
          await connected.close()
          return undefined
        },
        (caught: unknown) => caught,
      )
    expect(error).toBeInstanceOf(McpConfigError)
    expect((error as Error).message).toContain(file)
    expect((error as Error).message).toMatch(message)
  }
  const shelf = { command: process.execPath, args: [SERVER] }

  it('names the file and the place of each problem in its shape', async () => {
    await expectRefused('{ "mcpServers": ', /JSON/)
    await expectRefused({ mcpServers: { shelf: { apps: ['notes'] } } }, /mcpServers\.shelf/)
    await expectRefused({ mcpServers: { shelf: { ...shelf, apps: ['notes'], extra: 1 } } }, /shelf/)
    await expectRefused({ mcpServers: { 'a b': { ...shelf, apps: ['notes'] } } }, /server name/)
    await expectRefused({ mcpServers: { web: { apps: ['notes'], url: 'ftp://x/mcp' } } }, /mcpServers\.web/)
  })

  it('refuses a variable that is not set, an app not hosted, a server that is not there, a tool it lacks', async () => {
    await expectRefused(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the file's own ${NAME} syntax, not a template
      { mcpServers: { shelf: { ...shelf, apps: ['notes'], env: { TOKEN: 'Bearer ${SHELF_TOKEN}' } } } },
      /env\.TOKEN: the environment variable SHELF_TOKEN is not set/,
    )
    await expectRefused({ mcpServers: { shelf: { ...shelf, apps: ['cockpit'] } } }, /no app "cockpit"/)
    await expectRefused(
      { mcpServers: { gone: { apps: ['notes'], url: 'http://127.0.0.1:9/mcp' } } },
      /gone: cannot connect/,
    )
    await expectRefused(
      { mcpServers: { shelf: { ...shelf, apps: ['notes'], only: ['list_files', 'format_disk'] } } },
      /only: not offered by the server: format_disk/,
    )
    await expectRefused(
      {
        mcpServers: {
          shelf: { ...shelf, apps: ['notes'], prefix: '', only: ['list_files'] },
          again: { ...shelf, apps: ['notes'], prefix: '', only: ['list_files'] },
        },
      },
      /already has a tool named list_files/,
    )
  }, 60_000)
})
