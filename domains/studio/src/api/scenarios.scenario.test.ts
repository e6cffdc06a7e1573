import { api } from '@mindwire/server/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProjectDocument } from '../chain/chain.ts'
import { ADD_MODULE_RULE, acceptAdditions } from '../testing/accept-additions.ts'
import { type StudioTestServer, startStudioServer } from '../testing/studio-test-server.ts'

// Seed 000 §6's scenarios end to end over the real HTTP API, answered by the offline engine (no key).
let server: StudioTestServer
const call = (path: string, body?: unknown) =>
  api(`${server.url}${path}`, server.key, body === undefined ? {} : { body })
const chat = (message: unknown, extra: Record<string, unknown> = {}) =>
  call('/api/ai/chat', { app: 'xi-studio', message, ...extra })
const names = (json: any): string[] => json.toolResults.map((result: { name: string }) => result.name)

async function projectOf(
  sessionId: string,
): Promise<{ id: string; document: ProjectDocument; revisions: any[] }> {
  const session = await call(`/api/ai/sessions/${sessionId}`)
  const projectId = session.json.state.projectId
  return (await call(`/api/studio/projects/${projectId}`)).json
}

beforeAll(async () => {
  server = await startStudioServer()
})
afterAll(async () => {
  await server.close()
})

describe('studio scenarios with the offline engine', () => {
  it('搭建新链路: searches the library for the need, then adds the blocks it ranked best for each role', async () => {
    const first = await chat('帮我做个车载声浪链路')
    expect(first.status).toBe(200)
    // Each block waits for the person before it is added (seed 000 §7 "增删模块前弹框").
    expect(first.json.status).toBe('awaiting_input')
    expect(first.json.confirmations.map((asked: { ruleIds: string[] }) => asked.ruleIds)).toEqual([
      [ADD_MODULE_RULE],
      [ADD_MODULE_RULE],
      [ADD_MODULE_RULE],
    ])
    expect((await projectOf(first.json.sessionId)).document.chain.modules.map((m) => m.id)).not.toContain(
      'engineSoundEse',
    )
    // Asked once for the three: one answer (全部确认) adds them all in one run.
    const { json, confirmed, rounds } = await acceptAdditions(call, first)
    expect([confirmed, rounds]).toEqual([3, 1])
    expect(json.status).toBe('completed')
    // The need's search fills the source; the roles it left (mapping, smoothing) are searched for once more.
    expect(names(json)).toEqual([
      'search-algo-library',
      'search-algo-library',
      'update-link',
      'update-link',
      'update-link',
    ])
    const ranked = (index: number) =>
      json.toolResults[index].output.results.map((hit: { id: string }) => hit.id) as string[]
    const added = json.toolResults
      .slice(2)
      .map((result: { output: { module: { type: string } } }) => result.output.module.type)
    // The chain is what the searches returned, best first: the engine-sound block the first one ranked top.
    expect(added[0]).toBe(ranked(0)[0])
    expect(added[0]).toBe('engine-sound-ese-v2')
    expect(added.slice(1)).toEqual(['mapping-curve-v1', 'smooth-v1'])
    for (const type of added.slice(1)) expect(ranked(1)).toContain(type)
    const project = await projectOf(json.sessionId)
    expect(project.document.chain.connections).toEqual(
      expect.arrayContaining([
        { from: 'engineSoundEse', to: 'mappingCurve' },
        { from: 'mappingCurve', to: 'smooth' },
      ]),
    )
    // The three additions answered at once run in one step: one revision holds them, in chain order.
    expect(project.revisions[0]).toMatchObject({
      actor: 'agent',
      summary: expect.stringMatching(/added engineSoundEse.*added mappingCurve.*added smooth/),
    })
  })

  it('低频太闷: lowers the low shelf by 3 dB, then opens XiTune auto-tune through the browser', async () => {
    const first = await chat('低频太闷')
    expect(first.json.status).toBe('awaiting_input')
    expect(first.json.toolResults[0]).toMatchObject({
      name: 'update-param',
      output: { moduleId: 'lowShelf', paramKey: 'gainDb', previous: 4, value: 1 },
    })
    const open = first.json.toolCalls.find((toolCall: { name: string }) => toolCall.name === 'open-app')
    expect(open.kind).toBe('client')
    expect(JSON.parse(open.arguments)).toMatchObject({
      app: 'xi-tune',
      intent: 'auto-tune',
      context: { projectId: expect.any(String) },
    })
    const url = `xi://xi-tune/intent/auto-tune?sessionId=${first.json.sessionId}`
    const done = await call(`/api/ai/sessions/${first.json.sessionId}/tool-results`, {
      callId: open.id,
      output: { success: true, url },
    })
    expect(done.json.status).toBe('completed')
    expect(done.json.text).toContain('xi-tune')
  })

  it('让 EQ 随车速调整: binds the low shelf gain to vehicle speed and shows it rising over a drive', async () => {
    const { json } = await chat('让 EQ 随车速调整')
    expect(json.toolResults[0]).toMatchObject({ name: 'bind-param-to-signal', status: 'ok' })
    const { binding, preview } = json.toolResults[0].output
    expect(binding).toEqual({
      moduleId: 'lowShelf',
      paramKey: 'gainDb',
      signalName: 'vehicle.speed',
      mode: 'offset',
    })
    const values = preview.map((point: { value: number }) => point.value)
    expect(Math.max(...values)).toBeGreaterThan(Math.min(...values) + 3)
    const project = await projectOf(json.sessionId)
    expect(project.document.chain.bindings).toEqual([binding])
  })

  it('根据测量数据调音: measures, applies suggestions and measures again until within tolerance', async () => {
    const { json } = await acceptAdditions(call, await chat('根据测量数据调音'))
    const measurements = json.toolResults.filter(
      (result: { name: string }) => result.name === 'run-measurement',
    )
    expect(measurements.length).toBeGreaterThanOrEqual(2)
    const before = measurements[0].output.summary.maxDeviationDb
    const after = measurements.at(-1).output.summary.maxDeviationDb
    expect(before).toBeGreaterThan(3)
    expect(after).toBeLessThanOrEqual(3)
    expect(measurements.at(-1).output.summary.withinTolerance).toBe(true)
    expect(
      names(json).filter((name) => name === 'update-param' || name === 'update-link').length,
    ).toBeGreaterThan(0)
    expect(json.text).toContain(`${before.toFixed(1)} → ${after.toFixed(1)}`)
    const project = await projectOf(json.sessionId)
    expect(project.document.chain.modules.some((module) => module.id.startsWith('autoEq'))).toBe(true)
    const saved = await call(`/api/studio/projects/${project.id}/measurements`)
    expect(saved.json.items.length).toBe(measurements.length)
  })

  // A client's spectrumToPart adds the rendered plot; the offline engine (multimodal chain `offline` by
  // default) ignores the picture and still computes from the numbers.
  const plot = {
    image: {
      data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      mimeType: 'image/png',
    },
    metadata: { bins: 1024 },
  }
  it.each([
    ['numbers only', {}],
    ['with its rendered plot', plot],
  ])('这个频响有什么问题: findings come from the attached spectrum’s numbers (%s)', async (_, extra) => {
    const sampleRate = 48_000
    const bins = 1024
    const magnitudesDb = Array.from({ length: bins }, (_, k) => {
      const hz = Math.max(1, (k * sampleRate) / 2 / (bins - 1))
      const octaves = Math.log2(hz / 80)
      return -20 + 6 * Math.exp(-(octaves * octaves) / (2 * 0.25 * 0.25))
    })
    const { json } = await chat([
      { type: 'text', text: '帮我看看这个频响哪里有问题' },
      { type: 'spectrum', magnitudesDb, sampleRate, ...extra },
    ])
    expect(json.toolResults).toEqual([])
    expect(json.text).toMatch(/\b(7\d|8\d|9\d) Hz/)
    expect(json.text).toMatch(/\+[4-6]\.\d dB/)
  })

  it('为新 EQ 模块生成单测: generates the unit tests, compiled and passing against the module', async () => {
    const { json } = await chat('为新 EQ 模块生成单测')
    const result = json.toolResults[0]
    expect(result).toMatchObject({
      name: 'generate-code',
      status: 'ok',
      output: { primary: 'test', ok: true, compile: { ok: true } },
    })
    expect(result.output.testCode).toContain('runTests')
    expect(result.output.fileName).toBe(result.output.testFileName)
    expect(result.output.test.cases.length).toBeGreaterThan(1)
  })

  it('生成一个限幅器: generates a limiter module that compiles and passes its own behaviour test', async () => {
    const { json } = await chat('生成一个限幅器')
    const result = json.toolResults[0]
    expect(result).toMatchObject({
      name: 'generate-code',
      output: { kind: 'limiter', primary: 'module', ok: true },
    })
    expect(result.output.test.cases.every((testCase: { ok: boolean }) => testCase.ok)).toBe(true)
    expect(json.text).toMatch(/编译通过/)
  })

  it('an agent turn is undone as one batch', async () => {
    // A turn whose additions were confirmed in separate answers (three runs) is still one batch.
    const first = await chat('帮我做个车载声浪链路')
    for (const asked of first.json.confirmations)
      await call(`/api/ai/sessions/${first.json.sessionId}/confirm`, { callId: asked.id, accepted: true })
    const json = first.json
    const project = await projectOf(json.sessionId)
    const agentBatch = project.revisions[0]
    expect(agentBatch.actor).toBe('agent')
    const turn = project.revisions.slice(0, 3)
    expect(turn.map((revision) => revision.summary)).toEqual([
      expect.stringContaining('added smooth'),
      expect.stringContaining('added mappingCurve'),
      expect.stringContaining('added engineSoundEse'),
    ])
    expect(new Set(turn.map((revision) => revision.batchId))).toEqual(new Set([agentBatch.batchId]))
    const undone = await call(`/api/studio/projects/${project.id}/undo`, { batchId: agentBatch.batchId })
    expect(undone.status).toBe(200)
    const left = undone.json.document.chain.modules.map((module: { id: string }) => module.id)
    for (const id of ['engineSoundEse', 'mappingCurve', 'smooth']) expect(left).not.toContain(id)
    expect(undone.json.revisions[0]).toMatchObject({ actor: 'undo' })
    const again = await call(`/api/studio/projects/${project.id}/undo`, { batchId: agentBatch.batchId })
    expect(again.status).toBe(409)
  })

  it('a new message after a confirmed addition starts a new batch; the waiting additions are cancelled', async () => {
    const first = await chat('帮我做个车载声浪链路')
    const sessionId = first.json.sessionId
    await call(`/api/ai/sessions/${sessionId}/confirm`, {
      callId: first.json.confirmations[0].id,
      accepted: true,
    })
    const next = await acceptAdditions(call, await chat('在最后加一个 eq-parametric-v2', { sessionId }))
    expect(next.confirmed).toBe(1)
    const project = await projectOf(sessionId)
    const [added, earlier] = project.revisions
    expect(added.summary).toContain('eq-parametric-v2')
    expect(earlier.summary).toContain('added engineSoundEse')
    expect(added.batchId).not.toBe(earlier.batchId)
    const ids = project.document.chain.modules.map((module) => module.id)
    expect(ids).toContain('engineSoundEse')
    expect(ids).not.toContain('smooth')
  })

  it('removing a module waits for the person, and runs only once accepted', async () => {
    const first = await chat('删除限幅器')
    expect(first.json.status).toBe('awaiting_input')
    expect(first.json.confirmations[0]).toMatchObject({
      name: 'update-link',
      ruleIds: ['studio.confirm-destructive-link'],
    })
    const before = await projectOf(first.json.sessionId)
    expect(before.document.chain.modules.map((module) => module.id)).toContain('limiter')
    const done = await call(`/api/ai/sessions/${first.json.sessionId}/confirm`, {
      callId: first.json.confirmations[0].id,
      accepted: true,
    })
    expect(done.json.status).toBe('completed')
    const after = await projectOf(first.json.sessionId)
    expect(after.document.chain.modules.map((module) => module.id)).not.toContain('limiter')
  })
})

describe('the same scenarios in English', () => {
  it.each([
    [
      'build me an engine sound chain for the car',
      ['search-algo-library', 'search-algo-library', 'update-link', 'update-link', 'update-link'],
    ],
    ['make the EQ follow the vehicle speed', ['bind-param-to-signal']],
    [
      'tune it from the measurement data',
      ['run-measurement', 'update-link', 'update-link', 'run-measurement'],
    ],
    ['measure the rear seat with pink noise', ['run-measurement']],
    ['write unit tests for the new EQ module', ['generate-code']],
    ['generate a limiter', ['generate-code']],
    ['run the regression tests', ['run-test-suite']],
    ['set the limiter ceiling to -3', ['update-param']],
    ['find me an algorithm for pedestrian warning sounds', ['search-algo-library']],
  ])('%s → %j', async (message, tools) => {
    const { json } = await acceptAdditions(call, await chat(message))
    expect(names(json)).toEqual(tools)
    expect(json.toolResults.every((result: { status: string }) => result.status === 'ok')).toBe(true)
    expect(json.text).not.toMatch(/[\u4e00-\u9fff]/)
  })

  it('the bass is boomy → the low shelf comes down and XiTune opens', async () => {
    const { json } = await chat('the bass is boomy')
    expect(json.toolResults[0]).toMatchObject({
      name: 'update-param',
      output: { moduleId: 'lowShelf', value: 1 },
    })
    expect(json.toolCalls.map((toolCall: { name: string }) => toolCall.name)).toContain('open-app')
  })
})
