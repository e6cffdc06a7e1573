import { api } from '@mindwire/server/testing'
import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StudioTestServer, startStudioServer } from '../testing/studio-test-server.ts'

// Issue 44: a tool call is counted a success by what it really did. A value set to what it already was is
// `none` on its result and `no_effect` in the metrics, not `ok`; a lookup is `read`; a real edit `changed`.
let llm: FakeLlmServer
let server: StudioTestServer
const call = (path: string, body?: unknown) =>
  api(`${server.url}${path}`, server.key, body === undefined ? {} : { body })

/** The tool-call counter's value for one tool and status, read from /metrics over HTTP. */
async function counted(tool: string, status: string): Promise<number> {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${server.key}` },
  })
  const text = await response.text()
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`mindwire_tool_calls_total{tool="${tool}",status="${status}"}`))
  return line ? Number(line.split(' ').at(-1)) : 0
}

beforeAll(async () => {
  llm = await startFakeLlmServer()
  server = await startStudioServer({ llm })
})
afterAll(async () => {
  await server.close()
  await llm.close()
})

describe('tool success counted by what the call did', () => {
  it('a model call setting the low shelf to the value it has is a no-op: effect none, not counted ok', async () => {
    const okBefore = await counted('update-param', 'ok')
    llm.enqueue(
      {
        toolCalls: [
          { name: 'search-algo-library', args: { query: 'low shelf' } },
          // The project's low shelf is at +4 dB already.
          { name: 'update-param', args: { moduleId: 'lowShelf', paramKey: 'gainDb', value: 4 } },
        ],
      },
      { text: '低架本来就是 +4 dB。' },
    )
    const same = await call('/api/ai/chat', { app: 'xi-studio', message: '低架设成4dB' })
    expect(same.status).toBe(200)
    const [search, update] = same.json.toolResults
    expect(search).toMatchObject({ name: 'search-algo-library', status: 'ok', effect: 'read' })
    expect(update).toMatchObject({ name: 'update-param', status: 'ok', effect: 'none' })
    expect(update.output).toMatchObject({ previous: 4, value: 4 })
    expect(await counted('update-param', 'no_effect')).toBe(1)
    expect(await counted('update-param', 'ok')).toBe(okBefore)
    expect(await counted('search-algo-library', 'ok')).toBe(1)

    llm.enqueue(
      {
        toolCalls: [{ name: 'update-param', args: { moduleId: 'lowShelf', paramKey: 'gainDb', value: -3 } }],
      },
      { text: '已把低架降到 -3 dB。' },
    )
    const changed = await call('/api/ai/chat', {
      app: 'xi-studio',
      sessionId: same.json.sessionId,
      message: '低架降到-3dB',
    })
    expect(changed.json.toolResults[0]).toMatchObject({ status: 'ok', effect: 'changed' })
    expect(await counted('update-param', 'ok')).toBe(okBefore + 1)
    expect(await counted('update-param', 'no_effect')).toBe(1)
  })

  it('a direct call (POST /api/ai/tools/execute) says its effect and is counted by it', async () => {
    llm.enqueue({ text: '你好' })
    const session = await call('/api/ai/chat', { app: 'xi-studio', message: '你好' })
    const execute = (value: number) =>
      call('/api/ai/tools/execute', {
        app: 'xi-studio',
        name: 'update-param',
        sessionId: session.json.sessionId,
        args: { moduleId: 'lowShelf', paramKey: 'gainDb', value },
      })
    const before = {
      ok: await counted('update-param', 'ok'),
      none: await counted('update-param', 'no_effect'),
    }
    const first = await execute(2)
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ effect: 'changed', output: { previous: 4, value: 2 } })
    const again = await execute(2)
    expect(again.json).toMatchObject({ effect: 'none', output: { previous: 2, value: 2 } })
    expect(await counted('update-param', 'ok')).toBe(before.ok + 1)
    expect(await counted('update-param', 'no_effect')).toBe(before.none + 1)
  })
})
