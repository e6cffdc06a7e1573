import { sse } from '@mindwire/server/testing'
import { beforeEach, describe, expect, it } from 'vitest'
import { type StudioCall as Call, suiteServer } from '../testing/suite-server.ts'

// XiForge's answers about one module (seed 000 §6.2) over the real HTTP API and SSE: suggest-module-params
// answers and changes nothing; generate-tuning-ui keeps a panel with the project. Once with the offline
// engine, once with an LLM on the OpenAI protocol (the fake LLM server).
async function newProject(call: Call): Promise<{ id: string; revision: number }> {
  const created = await call('/api/studio/projects', { name: 'forge answers' })
  expect(created.status).toBe(201)
  return created.json
}

async function revisionOf(call: Call, projectId: string): Promise<number> {
  return (await call(`/api/studio/projects/${projectId}`)).json.revision
}

describe('XiForge answers with the offline engine', () => {
  const suite = suiteServer(false)
  const call: Call = (path, body) => suite.call(path, body)

  it('"这个模块该暴露哪些参数？" from the limiter card: an answer about the limiter, the project unchanged', async () => {
    const project = await newProject(call)
    const { status, events } = await sse(`${suite.server.url}/api/ai/chat`, suite.server.key, {
      body: {
        app: 'xi-studio',
        message: '这个模块该暴露哪些参数？',
        stream: true,
        state: { projectId: project.id, focus: { moduleId: 'limiter' } },
      },
    })
    expect(status).toBe(200)
    const results = events.filter((event) => event.data.type === 'tool_result').map((event) => event.data)
    expect(results.map((result) => [result.name, result.status])).toEqual([['suggest-module-params', 'ok']])
    const output = results[0].output
    expect(output.module).toMatchObject({ id: 'limiter', type: 'limiter-lookahead-v2' })
    expect(output.expose.map((param: { key: string }) => param.key)).toContain('ceilingDb')
    expect(output.fixed.map((param: { key: string }) => param.key)).toContain('lookaheadMs')
    const text = events
      .filter((event) => event.data.type === 'delta')
      .map((event) => event.data.content)
      .join('')
    // Parameters by the labels the page shows, never their keys (issue 43).
    expect(text).toContain('输出上限')
    expect(text).not.toContain('ceilingDb')
    expect(text).toContain('工程没有改动')
    expect(await revisionOf(call, project.id)).toBe(project.revision)
  })

  it('the focus is for that request only: the next question without a card is asked back', async () => {
    const project = await newProject(call)
    const first = await call('/api/ai/chat', {
      app: 'xi-studio',
      message: '这个模块该暴露哪些参数？',
      state: { projectId: project.id, focus: { moduleId: 'lowShelf' } },
    })
    expect(first.json.toolResults[0].output.module.id).toBe('lowShelf')
    const again = await call('/api/ai/chat', {
      sessionId: first.json.sessionId,
      message: '这个模块该暴露哪些参数？',
    })
    expect(again.json.toolResults).toEqual([])
    expect(again.json.text).toContain('你指的是')
  })

  it('a focus on a module the chain does not have is a 404, and no run starts', async () => {
    const project = await newProject(call)
    const refused = await call('/api/ai/chat', {
      app: 'xi-studio',
      message: '这个模块该暴露哪些参数？',
      state: { projectId: project.id, focus: { moduleId: 'nope' } },
    })
    expect(refused.status).toBe(404)
    expect(refused.json.error).toMatchObject({ code: 'not_found' })
  })

  it('"给 limiter 生成一个电子管风格的 UI": a vintage-tube panel kept with the project, the chain untouched', async () => {
    const project = await newProject(call)
    const { json } = await call('/api/ai/chat', {
      app: 'xi-forge',
      message: '给 limiter 生成一个电子管风格的 UI',
      state: { projectId: project.id },
    })
    expect(json.toolResults.map((result: { name: string }) => result.name)).toEqual(['generate-tuning-ui'])
    const panel = json.toolResults[0].output
    expect(panel.style.id).toBe('vintage-tube')
    const main = panel.sections[0].controls.map((control: { key: string; widget: string }) => control.key)
    expect(main).toContain('ceilingDb')
    expect(panel.omitted.map((omitted: { key: string }) => omitted.key)).toContain('lookaheadMs')
    expect(json.text).toContain('电子管复古')
    const listed = await call(`/api/studio/projects/${project.id}/tuning-ui`)
    expect(listed.json.items).toHaveLength(1)
    const stored = await call(`/api/studio/projects/${project.id}/artifacts/${listed.json.items[0].id}`)
    expect(stored.json.data.style.id).toBe('vintage-tube')
    expect(await revisionOf(call, project.id)).toBe(project.revision)
  })

  it('a panel without a style named asks which style, and keeps nothing', async () => {
    const project = await newProject(call)
    const { json } = await call('/api/ai/chat', {
      app: 'xi-forge',
      message: '给 limiter 生成一个调音面板',
      state: { projectId: project.id },
    })
    expect(json.toolResults).toEqual([])
    expect(json.text).toContain('vintage-tube')
    expect((await call(`/api/studio/projects/${project.id}/tuning-ui`)).json.items).toEqual([])
  })
})

describe('XiForge answers with an LLM on the OpenAI protocol', () => {
  const suite = suiteServer(true)
  const call: Call = (path, body) => suite.call(path, body)
  beforeEach(() => {
    suite.llm.requests.length = 0
  })

  it('the model is told which card was asked from, and suggest-module-params answers without an edit', async () => {
    const project = await newProject(call)
    suite.llm.enqueue(
      { toolCalls: [{ name: 'suggest-module-params', args: { moduleId: 'subsonic' } }] },
      { text: '建议暴露 fc。' },
    )
    const { json } = await call('/api/ai/chat', {
      app: 'xi-studio',
      message: '这个模块该暴露哪些参数？',
      state: { projectId: project.id, focus: { moduleId: 'subsonic' } },
    })
    const system = suite.llm.requests[0]!.body.messages[0].content as string
    expect(system).toContain('card of module subsonic')
    expect(json.toolResults[0]).toMatchObject({ name: 'suggest-module-params', status: 'ok' })
    expect(json.toolResults[0].output.expose.map((param: { key: string }) => param.key)).toContain('fc')
    expect(json.toolResults[0].output.fixed.map((param: { key: string }) => param.key)).toContain('order')
    expect(await revisionOf(call, project.id)).toBe(project.revision)
  })

  it('generate-tuning-ui with an unknown style or module is a typed tool error, and nothing is kept', async () => {
    const project = await newProject(call)
    suite.llm.enqueue(
      {
        toolCalls: [
          { name: 'generate-tuning-ui', args: { moduleId: 'limiter', style: 'steampunk' } },
          { name: 'generate-tuning-ui', args: { moduleId: 'ghost', style: 'vintage-tube' } },
          { name: 'generate-tuning-ui', args: { style: 'vintage-tube' } },
        ],
      },
      { text: '生成失败。' },
    )
    const { json } = await call('/api/ai/chat', {
      app: 'xi-forge',
      message: '生成面板',
      state: { projectId: project.id },
    })
    expect(
      json.toolResults.map((result: { status: string; output: { data: { error: string } } }) => [
        result.status,
        result.output.data.error,
      ]),
    ).toEqual([
      ['error', 'unknown_style'],
      ['error', 'module_not_found'],
      ['error', 'invalid_arguments'],
    ])
    expect((await call(`/api/studio/projects/${project.id}/tuning-ui`)).json.items).toEqual([])
  })

  it('generate-tuning-ui from an XiForge definition over SSE: a studio-console panel, faders for levels', async () => {
    const project = await newProject(call)
    suite.llm.enqueue(
      {
        toolCalls: [
          {
            name: 'generate-tuning-ui',
            args: { moduleDef: { name: 'BusCompressor', kind: 'compressor' }, style: 'studio-console' },
          },
        ],
      },
      { text: '面板已生成。' },
    )
    const { events } = await sse(`${suite.server.url}/api/ai/chat`, suite.server.key, {
      body: {
        app: 'xi-forge',
        message: '给压缩器做个调音台风格的面板',
        stream: true,
        state: { projectId: project.id },
      },
    })
    const result = events.find((event) => event.data.type === 'tool_result')!.data
    expect(result.status).toBe('ok')
    const controls = result.output.sections.flatMap((section: { controls: unknown[] }) => section.controls)
    expect(controls).toContainEqual(expect.objectContaining({ key: 'thresholdDb', widget: 'fader' }))
    expect(controls).toContainEqual(expect.objectContaining({ key: 'attackMs', widget: 'knob' }))
    expect((await call(`/api/studio/projects/${project.id}/tuning-ui`)).json.items).toHaveLength(1)
  })
})
