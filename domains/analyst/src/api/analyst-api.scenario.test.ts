import type { AddressInfo } from 'node:net'
import { createModel, loadModelConfig, parseModelSpec } from '@mindwire/agent'
import { createServer, type MindwireServer } from '@mindwire/server'
import { api, sse } from '@mindwire/server/testing'
import { openStore, type Store } from '@mindwire/store'
import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { observationOf } from '../loop/observation-of.ts'
import { runAnalysis } from '../loop/run-analysis.ts'
import { storeRunStore } from '../loop/store-run-store.ts'
import { createOfflinePlanner } from '../planners/offline-planner.ts'
import { fakeAudio, fakeDeps } from '../testing/fake-executor.ts'
import { analystServerDomain } from './analyst-server-domain.ts'

// A real server on loopback (PGlite in memory, keys required) with the fake executor injected.
let server: MindwireServer
let store: Store
let llm: FakeLlmServer
let url: string
let key: string
const deps = fakeDeps({ truth: ['hum', 'dropout'] })
const audio = { data: Buffer.alloc(4000).toString('base64'), mimeType: 'audio/wav', fileName: 'take.wav' }

beforeAll(async () => {
  llm = await startFakeLlmServer()
  store = await openStore({ memory: true })
  const models = loadModelConfig({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: llm.openaiBaseURL,
    MINDWIRE_MODEL: 'openai:gpt-4o-mini',
  })
  server = await createServer({
    store,
    models,
    domains: [
      analystServerDomain({
        deps: () => deps,
        maxAudioBytes: 64 * 1024,
        llmModel: () => createModel(parseModelSpec('openai:gpt-4o-mini'), models.providers),
      }),
    ],
    config: { auth: 'required' },
  })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`
  await store.tenants.create({ id: 'lab' })
  key = (await store.apiKeys.create('lab')).key
})
afterAll(async () => {
  await server.app.close()
  await store.close()
  await llm.close()
})

describe('the analyst over HTTP', () => {
  it('streams a run as SSE and keeps every round for GET', async () => {
    const streamed = await sse(`${url}/api/analyst/runs`, key, { body: { audio } })
    expect(streamed.status).toBe(200)
    const events = streamed.events.map((event) => event.data)
    expect(events[0]).toMatchObject({ type: 'run' })
    const types = new Set(events.map((e) => e.type))
    for (const type of ['round_started', 'plan', 'experiment', 'evidence', 'final'])
      expect(types).toContain(type)
    const final = events.at(-1)
    expect(final.type).toBe('final')
    expect(final.final.findings.map((f: { label: string }) => f.label).sort()).toEqual(['dropout', 'hum'])

    const stored = await api(`${url}/api/analyst/runs/${events[0].id}`, key)
    expect(stored.status).toBe(200)
    expect(stored.json).toMatchObject({
      status: 'done',
      planner: 'offline',
      experimentsUsed: final.experimentsUsed,
    })
    expect(stored.json.rounds.length).toBeGreaterThan(1)
    expect(stored.json.rounds[0]).toMatchObject({
      mode: 'initial_analysis',
      plan: { hypotheses: expect.any(Array) },
    })
    expect(stored.json.rounds[0].outcomes[0].evidence[0]).toMatchObject({ category: 'anomaly' })
    // Another tenant sees nothing of it.
    await store.tenants.create({ id: 'other' })
    const other = (await store.apiKeys.create('other')).key
    expect((await api(`${url}/api/analyst/runs/${events[0].id}`, other)).status).toBe(404)
  })

  it('answers with the whole run as JSON with stream:false', async () => {
    const response = await api(`${url}/api/analyst/runs`, key, {
      body: { audio, stream: false, budget: { maxExperiments: 2, maxDepth: 1 } },
    })
    expect(response.status).toBe(200)
    expect(response.json.experimentsUsed).toBe(2)
    expect(response.json.final.uncertainty.join(' ')).toContain('not checked')
  })

  it('runs the LLM planner against the fake LLM server, and records its refusal', async () => {
    llm.enqueue({ text: 'not json' }, { text: '{"still": "wrong"}' }, { text: 'no conclusion either' })
    const response = await api(`${url}/api/analyst/runs`, key, {
      body: { audio, stream: false, planner: 'llm' },
    })
    expect(response.status).toBe(200)
    expect(response.json.rounds[0].refusal).toBeDefined()
    expect(response.json.experimentsUsed).toBe(0)
  })

  it('refuses audio over the size limit, bad base64, and requests without a key', async () => {
    const big = { ...audio, data: Buffer.alloc(70 * 1024).toString('base64') }
    expect(
      (await api(`${url}/api/analyst/runs`, key, { body: { audio: big, stream: false } })).json.error.code,
    ).toBe('payload_too_large')
    const bad = await api(`${url}/api/analyst/runs`, key, { body: { audio: { ...audio, data: '%%%' } } })
    expect(bad.status).toBe(400)
    expect((await api(`${url}/api/analyst/runs`, undefined, { body: { audio } })).status).toBe(401)
  })

  it('resumes an unfinished run from its stored rounds and audio', async () => {
    const runs = storeRunStore(store, 'lab')
    const id = crypto.randomUUID()
    await runs.saveAudio(id, audio)
    const crash = new AbortController()
    const crashed = runAnalysis({
      id,
      audio: fakeAudio(),
      observation: observationOf(fakeAudio(), { id: 'o' }),
      budget: { maxExperiments: 8, maxDepth: 8 },
      planner: createOfflinePlanner(),
      deps,
      store: runs,
      signal: crash.signal,
      onEvent: (e) => {
        if (e.type === 'experiment') crash.abort(new Error('crash'))
      },
    })
    await expect(crashed).rejects.toThrow('crash')
    expect((await api(`${url}/api/analyst/runs/${id}`, key)).json.status).toBe('running')
    const resumed = await api(`${url}/api/analyst/runs/${id}/resume`, key, { body: { stream: false } })
    expect(resumed.status).toBe(200)
    expect(resumed.json.final.findings.map((f: { label: string }) => f.label).sort()).toEqual([
      'dropout',
      'hum',
    ])
    expect((await api(`${url}/api/analyst/runs/${id}/resume`, key, { body: {} })).status).toBe(409)
  })

  it('documents the routes and the contract schemas in the OpenAPI document', async () => {
    const doc = (await api(`${url}/openapi.json`, key)).json
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/analyst/runs',
        '/api/analyst/runs/{id}',
        '/api/analyst/runs/{id}/resume',
      ]),
    )
    for (const id of [
      'AnalysisRun',
      'OrchestratorPlan',
      'FinalConclusion',
      'EvidenceSummary',
      'AnalystRunRequest',
    ])
      expect(Object.keys(doc.components.schemas)).toContain(id)
  })
})
