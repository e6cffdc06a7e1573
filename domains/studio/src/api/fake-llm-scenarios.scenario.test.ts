import { api, sse } from '@mindwire/server/testing'
import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { acceptAdditions } from '../testing/accept-additions.ts'
import { type StudioTestServer, startStudioServer } from '../testing/studio-test-server.ts'

// Seed 000 §6's scenarios driven by an LLM that speaks the real OpenAI protocol (the fake LLM server): the
// model decides the calls, the studio executes and validates them exactly as for any model.
let llm: FakeLlmServer
let server: StudioTestServer
const call = (path: string, body?: unknown) =>
  api(`${server.url}${path}`, server.key, body === undefined ? {} : { body })
const chat = (message: unknown) => call('/api/ai/chat', { app: 'xi-studio', message })

/** The tool results the LLM was sent in its last request, by tool call id. */
function lastToolMessages(): Array<{ tool_call_id: string; content: string }> {
  const messages = llm.requests.at(-1)!.body.messages as Array<{
    role: string
    tool_call_id: string
    content: string
  }>
  return messages.filter((message) => message.role === 'tool')
}

beforeAll(async () => {
  llm = await startFakeLlmServer()
  server = await startStudioServer({ llm })
})
afterAll(async () => {
  await server.close()
  await llm.close()
})
beforeEach(() => {
  llm.requests.length = 0
})

describe('studio scenarios with an LLM on the OpenAI protocol', () => {
  it('offers the eight standard tools, the answers of XiForge, XiTest, XiProbe and XiVST the tuning history search, undo and redo, with their JSON schemas', async () => {
    llm.enqueue({ text: '你好' })
    await chat('你好')
    const tools = llm.requests[0]!.body.tools.map(
      (tool: { function: { name: string } }) => tool.function.name,
    )
    expect(tools.sort()).toEqual(
      [
        'analyze-test-failures',
        'assess-report',
        'bind-param-to-signal',
        'generate-code',
        'generate-tuning-ui',
        'open-app',
        'plan-measurement',
        'recommend-plugins',
        'run-measurement',
        'run-test-suite',
        'search-algo-library',
        'search-sdk-docs',
        'search-tuning-history',
        'suggest-module-params',
        'undo-change',
        'redo-change',
        'update-link',
        'update-param',
      ].sort(),
    )
  })

  it('搭建新链路 over SSE: search-algo-library, then update-link with the catalogue ids it returned', async () => {
    llm.enqueue(
      {
        toolCalls: [
          { name: 'search-algo-library', args: { query: 'engine sound oscillator mapping smoothing' } },
        ],
      },
      {
        toolCalls: [
          {
            name: 'update-link',
            args: {
              operation: 'add',
              moduleId: 'osc',
              payload: { type: 'oscillator-sine-v2', connect: false },
            },
          },
          {
            name: 'update-link',
            args: { operation: 'add', moduleId: 'map', payload: { type: 'mapping-curve-v1', after: 'osc' } },
          },
          {
            name: 'update-link',
            args: { operation: 'add', moduleId: 'smooth', payload: { type: 'smooth-v1', after: 'map' } },
          },
        ],
      },
      { text: '声浪链路已搭好：osc → map → smooth。' },
    )
    const session = await call('/api/ai/sessions', { app: 'xi-studio' })
    const { events } = await sse(`${server.url}/api/ai/chat`, server.key, {
      body: { app: 'xi-studio', sessionId: session.json.id, message: '帮我做个车载声浪链路', stream: true },
    })
    const results = events.filter((event) => event.data.type === 'tool_result').map((event) => event.data)
    expect(results.map((result) => [result.name, result.status])).toEqual([['search-algo-library', 'ok']])
    expect(results[0].output.results.map((hit: { id: string }) => hit.id)).toContain('oscillator-sine-v2')
    // Each module the model adds waits for the person (seed 000 §7), named in its question.
    const asked = events.filter((event) => event.data.type === 'confirm_required').map((event) => event.data)
    expect(asked.map((event) => event.message)).toEqual([
      expect.stringMatching(/^添加模块「.+」？/),
      expect.stringMatching(/^添加模块「信号映射曲线」？/),
      expect.stringMatching(/^添加模块「控制信号平滑」？/),
    ])
    // Never by the ids the model chose for them.
    expect(asked.map((event) => event.message).join(' ')).not.toMatch(/osc|map|smooth/)
    expect(events.at(-1)!.data).toMatchObject({ type: 'done', pending: expect.any(Array) })
    // One answer for a turn's three additions (callId + callIds): one request, one run, asked once.
    const wrong = await call(`/api/ai/sessions/${session.json.id}/confirm`, {
      callId: asked[0].id,
      callIds: [asked[1].id, 'no-such-call'],
      accepted: true,
    })
    expect(wrong.status).toBe(409)
    const pending = { status: 200, json: { status: 'awaiting_input', sessionId: session.json.id } }
    const done = await acceptAdditions(call, pending)
    expect(done).toMatchObject({ confirmed: 3, rounds: 1 })
    expect(done.json.toolResults.map((result: any) => [result.name, result.status])).toEqual([
      ['update-link', 'ok'],
      ['update-link', 'ok'],
      ['update-link', 'ok'],
    ])
    expect(done.json).toMatchObject({ status: 'completed', text: expect.stringContaining('osc → map') })
    // The three additions are one change of the project: one undo takes them all back.
    const projectId = (await call(`/api/ai/sessions/${session.json.id}`)).json.state.projectId
    const { json: project } = await call(`/api/studio/projects/${projectId}`)
    const added = project.revisions.filter((revision: { summary: string }) => /added/.test(revision.summary))
    expect(added.length).toBeGreaterThan(0)
    expect(new Set(added.map((revision: { batchId: string }) => revision.batchId)).size).toBe(1)
    expect(project.document.chain.modules.map((module: { id: string }) => module.id)).toEqual(
      expect.arrayContaining(['osc', 'map', 'smooth']),
    )
  })

  it('低频太闷: update-param on the low shelf with its previous value, and open-app as a client tool', async () => {
    llm.enqueue({
      toolCalls: [
        { name: 'update-param', args: { moduleId: 'lowShelf', paramKey: 'lowShelf.gain', value: -3 } },
        { name: 'open-app', args: { app: 'xi-tune', intent: 'auto-tune' } },
      ],
    })
    const first = await chat('低频太闷')
    expect(first.json.toolResults[0].output).toMatchObject({ paramKey: 'gainDb', previous: 4, value: -3 })
    expect(first.json.status).toBe('awaiting_input')
    const open = first.json.toolCalls.find((toolCall: { name: string }) => toolCall.name === 'open-app')
    llm.enqueue({ text: '已把低架降到 -3 dB，并在 XiTune 打开自动调音。' })
    const done = await call(`/api/ai/sessions/${first.json.sessionId}/tool-results`, {
      callId: open.id,
      output: { success: true, url: 'xi://xi-tune/intent/auto-tune' },
    })
    expect(done.json).toMatchObject({ status: 'completed', text: expect.stringContaining('XiTune') })
  })

  it('invalid calls are typed tool errors the model reads, and change nothing', async () => {
    llm.enqueue(
      {
        toolCalls: [
          { name: 'update-param', args: { moduleId: 'lowShelf', paramKey: 'gainDb', value: 40 } },
          { name: 'update-link', args: { operation: 'add', payload: { type: 'flux-capacitor' } } },
          {
            name: 'bind-param-to-signal',
            args: { moduleId: 'lowShelf', paramKey: 'gainDb', signalName: 'vehicle.altitude' },
          },
          {
            name: 'update-link',
            args: { operation: 'connect', payload: { from: 'limiter', to: 'inputGain' } },
          },
        ],
      },
      { text: '这些修改无效。' },
    )
    const { json } = await chat('乱改一通')
    const errors = json.toolResults.map((result: { status: string; output: { data: { error: string } } }) => [
      result.status,
      result.output.data.error,
    ])
    expect(errors).toEqual([
      ['error', 'invalid_param_value'],
      ['error', 'unknown_module_type'],
      ['error', 'unknown_signal'],
      ['error', 'cycle'],
    ])
    expect(lastToolMessages()).toHaveLength(4)
    const session = await call(`/api/ai/sessions/${json.sessionId}`)
    const project = await call(`/api/studio/projects/${session.json.state.projectId}`)
    expect(project.json.revisions).toHaveLength(1)
  })

  it('让 EQ 随车速调整: bind-param-to-signal as the seed writes it', async () => {
    llm.enqueue(
      {
        toolCalls: [
          {
            name: 'bind-param-to-signal',
            args: {
              moduleId: 'lowShelf',
              paramKey: 'lowShelf.gain',
              signalName: 'vehicle.speed',
              mode: 'offset',
            },
          },
        ],
      },
      { text: '低架增益已随车速变化。' },
    )
    const { json } = await chat('让 EQ 随车速调整')
    expect(json.toolResults[0].output.binding).toEqual({
      moduleId: 'lowShelf',
      paramKey: 'gainDb',
      signalName: 'vehicle.speed',
      mode: 'offset',
    })
  })

  it('根据测量数据调音: the model applies the measurement’s suggestions and measures again', async () => {
    llm.enqueue({
      toolCalls: [{ name: 'run-measurement', args: { position: 'driver', signalType: 'sweep' } }],
    })
    const first = await chat('根据测量数据调音')
    // The fake LLM read the measurement and (by default) said "ok"; the next turn of the same session applies
    // the suggestions it was sent, as a model would, and measures again.
    const measured = JSON.parse(lastToolMessages()[0]!.content)
    expect(measured.summary.maxDeviationDb).toBeGreaterThan(3)
    expect(measured.spectrum).toMatchObject({ type: 'spectrum', sampleRate: 48_000 })
    llm.enqueue(
      {
        toolCalls: measured.suggestions.map((suggestion: { name: string; args: unknown }) => ({
          name: suggestion.name,
          args: suggestion.args,
        })),
      },
      { toolCalls: [{ name: 'run-measurement', args: { position: 'driver' } }] },
      { text: '调音完成。' },
    )
    // The suggested correction modules wait for the person like any addition.
    const second = await acceptAdditions(
      call,
      await call('/api/ai/chat', { sessionId: first.json.sessionId, message: '按建议调' }),
    )
    expect(second.confirmed).toBeGreaterThan(0)
    expect(second.json.status).toBe('completed')
    const measurements = second.json.toolResults.filter(
      (result: { name: string }) => result.name === 'run-measurement',
    )
    expect(measurements.at(-1).output.summary.maxDeviationDb).toBeLessThan(measured.summary.maxDeviationDb)
  })

  it('这个频响有什么问题: the LLM is sent the spectrum described in numbers', async () => {
    const magnitudesDb = Array.from({ length: 512 }, (_, k) => (Math.abs(k * 46.96 - 80) < 60 ? -14 : -20))
    llm.enqueue({ text: '80 Hz 附近有约 6 dB 过冲。' })
    const { json } = await chat([
      { type: 'text', text: '这个频响有什么问题' },
      { type: 'spectrum', magnitudesDb, sampleRate: 48_000 },
    ])
    expect(json.text).toContain('80 Hz')
    const user = llm.requests[0]!.body.messages.find((message: { role: string }) => message.role === 'user')
    expect(JSON.stringify(user.content)).toContain('Spectrum (48000 Hz sample rate, 512 bins')
  })

  it.each([
    ['生成一个限幅器', { name: 'PeakLimiter', kind: 'limiter' }, 'module'],
    ['为新 EQ 模块生成单测', { name: 'NewEq', kind: 'peaking' }, 'test'],
  ])('%s: generate-code compiles and tests what it returns', async (message, moduleDef, primary) => {
    llm.enqueue(
      { toolCalls: [{ name: 'generate-code', args: { moduleDef, prompt: message } }] },
      { text: '已生成。' },
    )
    const { json } = await chat(message)
    expect(json.toolResults[0]).toMatchObject({
      status: 'ok',
      output: { primary, ok: true, compile: { ok: true }, test: { ok: true } },
    })
  })

  it('run-test-suite runs XiTest assertions over the chain, per case', async () => {
    llm.enqueue(
      { toolCalls: [{ name: 'run-test-suite', args: { suiteId: 'headroom', autoStart: true } }] },
      { text: 'done' },
    )
    const { json } = await chat('跑一下余量测试')
    const output = json.toolResults[0].output
    expect(output.cases.map((testCase: { id: string }) => testCase.id)).toEqual(['max-gain', 'no-clipping'])
    expect(output.cases[0]).toMatchObject({ ok: true, limit: 12 })
  })
})
