import { createClient } from '@mindwire/client'
import { type StudioTestServer, startStudioServer } from '@mindwire/studio/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { effectScope } from 'vue'
import { useAIAutoTune } from './use-ai-auto-tune.ts'
import { useAIGenerate } from './use-ai-generate.ts'

// The studio's routes (domains/studio/src/api/artifact-routes.ts) on a real server, offline engine.
let server: StudioTestServer
let projectId: string

beforeAll(async () => {
  server = await startStudioServer()
  const client = createClient({ endpoint: server.url, apiKey: server.key })
  projectId = (
    await client.request<{ id: string }>('POST', '/api/studio/projects', { body: { name: 'vue' } })
  ).id
})
afterAll(() => server.close())

describe('studio composables', () => {
  it('useAIAutoTune measures a seat, then tunes it into a new revision', async () => {
    const client = createClient({ endpoint: server.url, apiKey: server.key })
    const scope = effectScope()
    const tune = scope.run(() => useAIAutoTune({ client, projectId: () => projectId }))!
    const measuring = tune.measure({ position: 'driver' })
    expect(tune.measuring.value).toBe(true)
    const measurement = await measuring
    expect(tune.measuring.value).toBe(false)
    expect(measurement).toMatchObject({
      kind: 'measurement',
      data: { position: 'driver', signalType: 'sweep' },
    })
    expect(tune.measurement.value?.id).toBe(measurement!.id)

    const result = await tune.tune({ position: 'driver' })
    expect(result).toMatchObject({
      converged: expect.any(Boolean),
      before: { maxDeviationDb: expect.any(Number) },
    })
    expect(result!.after.maxDeviationDb).toBeLessThanOrEqual(result!.before.maxDeviationDb)
    expect(tune.result.value).toEqual(result)
    scope.stop()
  })

  it('useAIGenerate returns the kept artifact; a bad project id stays one path segment and is a typed error, not a throw', async () => {
    const client = createClient({ endpoint: server.url, apiKey: server.key })
    const scope = effectScope()
    const forge = scope.run(() => useAIGenerate({ client, projectId: () => projectId }))!
    const artifact = await forge.generate({ moduleDef: { name: 'PeakLimiter', kind: 'limiter' } })
    expect(artifact).toMatchObject({ kind: 'generated-code', data: { ok: true, language: 'typescript' } })
    expect(forge.artifact.value?.data.code).toEqual(expect.stringContaining('PeakLimiter'))

    const lost = scope.run(() => useAIGenerate({ client, projectId: 'nope/../../x' }))!
    expect(await lost.generate({ moduleDef: { name: 'Gain' } })).toBeUndefined()
    expect(lost.error.value).toMatchObject({ code: 'invalid_request', status: 400 })
    scope.stop()
  })
})
