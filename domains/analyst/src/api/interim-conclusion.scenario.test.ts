import type { AddressInfo } from 'node:net'
import { loadModelConfig } from '@mindwire/agent'
import { createServer, type MindwireServer } from '@mindwire/server'
import { api, sse } from '@mindwire/server/testing'
import { openStore, type Store } from '@mindwire/store'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeWav } from '../audio/wav-codec.ts'
import { analystDeps } from '../deps.ts'
import { devCaseAudio } from '../testing/dev-case.ts'
import { analystServerDomain } from './analyst-server-domain.ts'

// A real server (PGlite in memory) with the real executor: the offline planner's interim over SSE and GET.
let server: MindwireServer
let store: Store
let url: string
let key: string

beforeAll(async () => {
  store = await openStore({ memory: true })
  server = await createServer({
    store,
    models: loadModelConfig({}),
    domains: [analystServerDomain({ deps: analystDeps, maxAudioBytes: 4 * 1024 * 1024 })],
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
})

/** A development case rendered, mixed to mono and uploaded as 16-bit WAV. */
function upload(id: string) {
  const { samples, sampleRate } = devCaseAudio('dev', id)
  const data = Buffer.from(encodeWav({ sampleRate, channels: [samples] })).toString('base64')
  return { data, mimeType: 'audio/wav', fileName: `${id}.wav` }
}

async function streamRun(id: string) {
  const streamed = await sse(`${url}/api/analyst/runs`, key, { body: { audio: upload(id) } })
  expect(streamed.status).toBe(200)
  const events = streamed.events.map((event) => event.data)
  const stored = await api(`${url}/api/analyst/runs/${events[0].id}`, key)
  expect(stored.json.status).toBe('done')
  return { events, rounds: stored.json.rounds as { interim?: { topHypotheses: { label: string }[] } }[] }
}

describe('the offline planner’s interim conclusion', () => {
  it('is streamed and stored for each round the run goes on after a detector confirmed a defect', async () => {
    const { events, rounds } = await streamRun('dev-hum-strong')
    const interims = events.filter((e) => e.type === 'interim')
    expect(interims.length).toBeGreaterThan(0)
    const evidenceIds = new Set(events.filter((e) => e.type === 'evidence').map((e) => e.evidence.id))
    for (const event of interims) {
      expect(event.interim.topHypotheses[0].label).toBe('hum')
      expect(
        event.interim.topHypotheses[0].supportingEvidence.every((id: string) => evidenceIds.has(id)),
      ).toBe(true)
      // Each interim comes before another round: the run went on after it.
      const after = events.slice(events.indexOf(event))
      expect(after.some((e) => e.type === 'round_started' && e.round === event.round + 1)).toBe(true)
      // The stored run keeps the same interim on its round (the API field).
      expect(rounds[event.round - 1]!.interim).toEqual(event.interim)
    }
    // The open questions shrink as the checks run.
    const open = interims.map((e) => e.interim.unresolvedQuestions.length)
    expect(open).toEqual([...open].sort((a, b) => b - a))
    expect(rounds.filter((r) => r.interim).length).toBe(interims.length)
  })

  it('is neither streamed nor stored while no detector has confirmed anything', async () => {
    const { events, rounds } = await streamRun('dev-clean-tone-sine-08')
    expect(rounds.length).toBeGreaterThan(1)
    expect(events.at(-1).final.findings).toEqual([])
    expect(events.filter((e) => e.type === 'interim')).toEqual([])
    expect(rounds.every((r) => r.interim === undefined)).toBe(true)
  })
})
