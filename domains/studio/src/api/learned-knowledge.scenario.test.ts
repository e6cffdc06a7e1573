import { createKnowledgeBase } from '@mindwire/rag'
import { api } from '@mindwire/server/testing'
import type { Store } from '@mindwire/store'
import { describe, expect, it } from 'vitest'
import { type SuiteServer, suiteServer } from '../testing/suite-server.ts'

// Knowledge that accumulates (seed 000 §1.1, §4.4; issue 44): a measurement, an auto-tune, a test run and a
// saved edit of one run write what they taught into the tenant's projects / vehicles / tuning-presets, and a
// later conversation finds it — over the real HTTP API, with the offline engine and with the fake LLM server.
/** The arguments the engine gave its first tool call. */
const firstArgs = (json: { toolCalls: Array<{ arguments: string }> }) =>
  JSON.parse(json.toolCalls[0]!.arguments)
const withKnowledge = { knowledgeOn: (store: Store) => createKnowledgeBase({ store }) }

async function tuneSuvRear(suite: SuiteServer): Promise<string> {
  const created = await suite.call('/api/studio/projects', { name: 'SUV 后排项目', vehicleModel: 'suv-b' })
  expect(created.status).toBe(201)
  const id = created.json.id as string
  expect((await suite.call(`/api/studio/projects/${id}/measurements`, { position: 'rear' })).status).toBe(201)
  const tuned = await suite.call(`/api/studio/projects/${id}/auto-tune`, { position: 'rear' })
  expect(tuned.status).toBe(200)
  expect(tuned.json.iterations.length).toBeGreaterThan(0)
  return id
}

/** A project whose low shelf boosts +15 dB: its regression run fails on gain and clipping. */
async function boostedProject(suite: SuiteServer, name: string): Promise<string> {
  const { json: project } = await suite.call('/api/studio/projects', { name })
  const edited = await suite.call(`/api/studio/projects/${project.id}/edits`, {
    edits: [{ tool: 'update-param', args: { moduleId: 'lowShelf', paramKey: 'gainDb', value: 15 } }],
  })
  expect(edited.status).toBe(200)
  return project.id
}

async function collectionCounts(suite: SuiteServer): Promise<Record<string, number>> {
  const { json } = await suite.call('/api/ai/rag/collections')
  return Object.fromEntries(
    (json?.collections ?? []).map((c: { name: string; chunks: number }) => [c.name, c.chunks]),
  )
}

describe('learned knowledge with the offline engine', () => {
  const suite = suiteServer(false, withKnowledge)

  it('“上次 SUV-B 后排怎么调的？” finds the preset an earlier auto-tune wrote, with its bands and project', async () => {
    const before = await suite.call('/api/ai/chat', { app: 'xi-tune', message: '上次 SUV-B 后排怎么调的？' })
    expect(before.json.toolResults[0]).toMatchObject({ name: 'search-tuning-history', status: 'ok' })
    expect(before.json.toolResults[0].output.entries).toEqual([])
    expect(before.json.text).toContain('还没有相关的历史记录')

    await tuneSuvRear(suite)
    const { json } = await suite.call('/api/ai/chat', {
      app: 'xi-tune',
      message: '上次 SUV-B 后排怎么调的？',
    })
    const call = json.toolResults[0]
    expect(call).toMatchObject({ name: 'search-tuning-history', status: 'ok' })
    expect(firstArgs(json)).toMatchObject({ vehicleModel: 'suv-b', seat: 'rear' })
    const best = call.output.entries[0]
    expect(best).toMatchObject({
      collection: 'tuning-presets',
      kind: 'auto-tune',
      projectName: 'SUV 后排项目',
      vehicleModel: 'suv-b',
      seat: 'rear',
    })
    expect(best.content).toMatch(/均衡：autoEq1 [\d.]+ k?Hz [+-]?[\d.]+ dB/)
    expect(json.text).toContain('SUV 后排项目')
    expect(json.text).toContain('autoEq1')
    // Nothing was changed by asking.
    expect(
      json.toolResults.every((result: { name: string }) => result.name === 'search-tuning-history'),
    ).toBe(true)
  })

  it('the other seat, another car: the rear preset is not offered as the driver’s', async () => {
    const { json } = await suite.call('/api/ai/chat', {
      app: 'xi-tune',
      message: '上次轿车 A 主驾怎么调的？',
    })
    expect(firstArgs(json)).toMatchObject({ vehicleModel: 'sedan-a', seat: 'driver' })
    expect(json.toolResults[0].output.entries).toEqual([])
  })

  it('measurements go to vehicles, test runs and saved edits to projects; another tenant sees none of it', async () => {
    const counts = await collectionCounts(suite)
    expect(counts.vehicles).toBeGreaterThan(0)
    expect(counts['tuning-presets']).toBeGreaterThan(0)
    const id = (await suite.call('/api/studio/projects', { vehicleModel: 'mpv-c' })).json.id
    expect((await suite.call(`/api/studio/projects/${id}/test-runs`, { suiteId: 'headroom' })).status).toBe(
      201,
    )
    expect((await suite.call(`/api/studio/projects/${id}/measurements`, { position: 'rear' })).status).toBe(
      201,
    )
    expect((await suite.call(`/api/studio/projects/${id}/auto-tune`, { position: 'rear' })).status).toBe(200)
    const edit = { tool: 'update-param', args: { moduleId: 'lowShelf', paramKey: 'gainDb', value: 2 } }
    expect((await suite.call(`/api/studio/projects/${id}/edits`, { edits: [edit] })).status).toBe(200)
    const found = await suite.call('/api/ai/rag/search', {
      collection: 'projects',
      query: 'headroom 测试套件 MPV C lowShelf',
      filters: { projectId: id },
    })
    const sources = found.json.results.map((result: { source: string }) => result.source).sort()
    expect(sources).toEqual([`project://${id}`, `test-run://${id}/headroom`])
    const project = found.json.results.find((result: { source: string }) =>
      result.source.startsWith('project'),
    )
    expect(project.content).toContain('lowShelf')
    expect(project.metadata).toMatchObject({ kind: 'project', vehicleModel: 'mpv-c' })
    // Deleting the project forgets all that was learned from it — its entry, its test run, its measurement
    // and its auto-tune — and nothing learned from another project.
    const learnedFrom = async (projectId: string) => {
      const sources: string[] = []
      for (const collection of ['projects', 'vehicles', 'tuning-presets']) {
        const { json } = await suite.call('/api/ai/rag/search', {
          collection,
          query: 'MPV C SUV B 后排 测试套件 调音 实测 headroom lowShelf',
          filters: { projectId },
        })
        sources.push(...json.results.map((result: { source: string }) => result.source))
      }
      return sources.sort()
    }
    expect(await learnedFrom(id)).toEqual([
      `preset://mpv-c/rear/${id}`,
      `project://${id}`,
      `test-run://${id}/headroom`,
      `vehicle://mpv-c/rear/${id}`,
    ])
    const othersBefore = (await collectionCounts(suite))['tuning-presets']
    const deleted = await api(`${suite.server.url}/api/studio/projects/${id}`, suite.server.key, {
      method: 'DELETE',
    })
    expect(deleted.status).toBe(204)
    expect(await learnedFrom(id)).toEqual([])
    expect((await collectionCounts(suite))['tuning-presets']).toBe(othersBefore! - 1)
    const { store } = suite.server
    await store.tenants.create({ id: 'other' })
    const { key } = await store.apiKeys.create('other', 'test')
    const other = await fetch(`${suite.server.url}/api/ai/rag/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ collection: 'tuning-presets', query: 'SUV B 后排 调音' }),
    }).then((response) => response.json())
    expect(other.results).toEqual([])
  })

  it('XiTest: a case that failed in another project’s recorded run is named with it; the project’s own run is not', async () => {
    // An earlier project's regression run, through the route, is recorded in the tenant's knowledge.
    const earlier = await boostedProject(suite, '轿车 A 低频试验')
    const ran = await suite.call(`/api/studio/projects/${earlier}/test-runs`, { suiteId: 'regression' })
    expect(ran.status).toBe(201)
    const projectId = await boostedProject(suite, '新项目')
    const { json } = await suite.call('/api/ai/chat', {
      app: 'xi-test',
      message: '这批用例为什么挂了',
      state: { projectId },
    })
    const analysis = json.toolResults.find((r: { name: string }) => r.name === 'analyze-test-failures')
    const before = analysis.output.explained.flatMap(
      (root: { failedBefore?: Array<{ source: string }> }) => root.failedBefore ?? [],
    )
    expect(before.length).toBeGreaterThan(0)
    expect(before.every((run: { source: string }) => !run.source.includes(projectId))).toBe(true)
    expect(before.map((run: { source: string }) => run.source)).toContain(`test-run://${earlier}/regression`)
    expect(json.text).toContain('项目「轿车 A 低频试验」的测试也在这一项失败过')
    expect(json.text).not.toContain('「新项目」的测试也')
  })

  it('an agent run’s measurement is learned too: the next question about that car finds it', async () => {
    const measured = await suite.call('/api/ai/chat', { app: 'xi-tune', message: '测一下副驾' })
    expect(measured.json.toolResults[0]).toMatchObject({ name: 'run-measurement', status: 'ok' })
    const { json } = await suite.call('/api/ai/chat', { app: 'xi-tune', message: '之前副驾测的频响怎么样？' })
    expect(firstArgs(json)).toMatchObject({ collections: ['vehicles'], seat: 'passenger' })
    expect(json.toolResults[0].output.entries[0]).toMatchObject({ kind: 'measurement', seat: 'passenger' })
  })
})

describe('learned knowledge with an LLM on the OpenAI protocol', () => {
  const suite = suiteServer(true, withKnowledge)

  it('the model searches the history and answers from what the earlier run recorded', async () => {
    await tuneSuvRear(suite)
    suite.llm.enqueue(
      {
        toolCalls: [
          {
            name: 'search-tuning-history',
            args: { query: 'SUV B rear tuning', collections: ['tuning-presets'], vehicleModel: 'suv-b' },
          },
          { name: 'search-tuning-history', args: { query: 'x', collections: ['recipes'] } },
        ],
      },
      { text: '上次 SUV B 后排用了自动调音的均衡。' },
    )
    const { json } = await suite.call('/api/ai/chat', {
      app: 'xi-tune',
      message: '上次 SUV-B 后排怎么调的？',
    })
    const [found, refused] = json.toolResults
    expect(found.output.entries[0]).toMatchObject({ collection: 'tuning-presets', seat: 'rear' })
    expect(refused.status).toBe('error')
    expect(json.text).toContain('均衡')
  })
})
