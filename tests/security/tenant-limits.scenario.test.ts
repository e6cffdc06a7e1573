import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ProductServer, startProductServer } from '../testing/product-server.ts'

// One tenant must not fill the database for all: every artifact a tenant creates has a per-tenant cap,
// and the one past it is a 409 limit_exceeded that names it, with nothing written.
let t: ProductServer
let key: string
let other: string
beforeAll(async () => {
  t = await startProductServer({
    config: { tenantLimits: { vehicles: 2, savedCheckpoints: 1, projects: 1, knowledgeChunks: 1 } },
  })
  key = (await t.tenant('capped')).key
  other = (await t.tenant('capped-other')).key
}, 120_000)
afterAll(() => t.close())

function expectLimit(response: Awaited<ReturnType<ProductServer['call']>>, resource: string) {
  expect(response.status).toBe(409)
  expect(response.json.error).toMatchObject({ code: 'limit_exceeded', details: { resource } })
}

/** The status of a WebSocket handshake: 101 when accepted, else the refusal's status. */
function handshake(query: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}/api/v1/ws?${query}`, {
      agent: false,
      headers: {
        authorization: `Bearer ${key}`,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': Buffer.from(randomUUID().slice(0, 16)).toString('base64'),
      },
    })
    req.on('upgrade', (_response, socket) => {
      socket.destroy()
      resolve(101)
    })
    req.on('response', (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}

describe('per-tenant caps on what a tenant creates', () => {
  it('vehicles: by the register route and by a first WebSocket connection; known ones still work', async () => {
    const register = (id: string, as = key) => t.call(as, '/api/v1/vehicles', { body: { id } })
    expect((await register('car-1')).status).toBe(201)
    expect(await handshake('vehicleId=car-2&role=client')).toBe(101)
    expectLimit(await register('car-3'), 'vehicles')
    expect(await handshake('vehicleId=car-4&role=client')).toBe(409)
    // Nothing was written past the cap; what exists still answers; another tenant has its own cap.
    expect((await t.call(key, '/api/v1/vehicles')).json.data.map((v: { id: string }) => v.id)).toEqual([
      'car-1',
      'car-2',
    ])
    expect((await register('car-1')).status).toBe(200)
    expect(await handshake('vehicleId=car-1&role=client')).toBe(101)
    expect((await register('car-3', other)).status).toBe(201)
  })

  it('studio projects, made by hand or by a session’s first turn', async () => {
    expect((await t.call(key, '/api/studio/projects', { body: { name: 'one' } })).status).toBe(201)
    expectLimit(await t.call(key, '/api/studio/projects', { body: { name: 'two' } }), 'projects')
    const chat = await t.call(key, '/api/ai/chat', { body: { app: 'xi-studio', message: '把低音加 3 dB' } })
    expectLimit(chat, 'projects')
    expect((await t.call(key, '/api/studio/projects')).json.projects).toHaveLength(1)
  })

  it('saved checkpoints', async () => {
    const save = () =>
      t.call(key, '/api/synth/checkpoints', {
        body: { title: 'mine', canvas: { nodes: [], edges: [] } },
        headers: { 'x-user-id': 'ann' },
      })
    expect((await save()).status).toBe(201)
    expectLimit(await save(), 'savedCheckpoints')
  })

  it('knowledge chunks', async () => {
    const ingest = (source: string) =>
      t.call(key, '/api/ai/rag/ingest', {
        body: {
          collection: 'vehicle-manual',
          documents: [{ source, format: 'markdown', content: '# 空调\n\n长按 AUTO 键打开自动空调。' }],
        },
      })
    expect((await ingest('manual://a')).status).toBe(200)
    expectLimit(await ingest('manual://b'), 'knowledgeChunks')
  })
})
