import { randomUUID } from 'node:crypto'
import { createTestDatabase } from '@mindwire/store/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ProductServer, startProductServer } from '../testing/product-server.ts'

// Two tenants on one server; every resource, every verb: nothing of A's is readable or writable by B,
// including through state a client sends. A's car is checked after every attempt. Each suite runs on
// PGlite and on PostgreSQL; knowledge search needs pgvector, which only PGlite ships here.
let t: ProductServer
let a: { id: string; key: string }
let b: { id: string; key: string }
const A = (path: string, init?: Parameters<ProductServer['call']>[2]) => t.call(a.key, path, init)
const B = (path: string, init?: Parameters<ProductServer['call']>[2]) => t.call(b.key, path, init)

describe.each(['pglite', 'postgres'] as const)('tenancy on %s', (driver) => {
  let dropDatabase: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const database = driver === 'postgres' ? await createTestDatabase() : undefined
    dropDatabase = database?.drop
    t = await startProductServer({
      storeOptions: database ? { databaseUrl: database.url } : { memory: true },
    })
    a = await t.tenant('tenant-a')
    b = await t.tenant('tenant-b')
    expect((await A('/api/v1/vehicles', { body: { id: 'carA', simulator: true } })).status).toBe(201)
  })
  afterAll(async () => {
    await t.close()
    await dropDatabase?.()
  })

  describe('vehicles belong to their tenant', vehicleSuite)
  describe('dialog sessions and commands', dialogSuite)
  describe('sessions, checkpoints, usage, client state', sessionSuite)
  describe('shop carts and orders', shopSuite)
  if (driver === 'pglite') describe('knowledge', knowledgeSuite)
})

async function carOfA() {
  return (await A('/api/v1/vehicle/carA/state')).json.data
}

function vehicleSuite() {
  it('B cannot read, list or report A’s vehicle; the same id is B’s own car', async () => {
    expect((await B('/api/v1/vehicle/carA/state')).status).toBe(404)
    expect((await B('/api/v1/vehicles')).json.data).toEqual([])
    await B('/api/v1/vehicle/carA/state', { method: 'PATCH', body: { trunk: 'open' } })
    expect((await carOfA()).trunk).toBe('closed')
    expect((await B('/api/v1/vehicle/carA/state')).json.data.trunk).toBe('open')
    expect((await A('/api/v1/vehicles')).json.data.map((v: { id: string }) => v.id)).toEqual(['carA'])
  })

  it('B cannot bind a session to A’s car through client state, in any spelling', async () => {
    for (const state of [
      { vehicleKey: 'tenant-a/carA' },
      { vehicleId: 'tenant-a/carA' },
      { vehicleId: 'carA', vehicleKey: 'tenant-a/carA' },
      { vehicleId: '../tenant-a/carA' },
    ]) {
      const created = await B('/api/ai/sessions', { body: { app: 'cockpit', state } })
      expect(created.status, JSON.stringify(state)).toBe(400)
      const chat = await B('/api/ai/chat', { body: { app: 'cockpit', message: '打开后备箱', state } })
      expect(chat.status, JSON.stringify(state)).toBe(400)
    }
    // A session bound by id is bound to B's own carA, which B registered above.
    const own = await B('/api/ai/sessions', { body: { app: 'cockpit', state: { vehicleId: 'carA' } } })
    expect(own.status).toBe(201)
    const chat = await B('/api/ai/chat', { body: { sessionId: own.json.id, message: '打开空调' } })
    expect(chat.status).toBe(200)
    expect((await B('/api/v1/vehicle/carA/state')).json.data.ac.isOn).toBe(true)
    // Rebinding an existing session to another vehicle is refused.
    const rebind = await B('/api/ai/chat', {
      body: { sessionId: own.json.id, message: '打开空调', state: { vehicleId: 'carZ' } },
    })
    expect(rebind.status).toBe(409)
    expect(await carOfA()).toMatchObject({ trunk: 'closed', ac: { isOn: false } })
  })

  it('a WebSocket of B named like A’s car hears nothing of A’s car and takes none of its commands', async () => {
    const heard: string[] = []
    // B's own car named carA, with B's key for it: the agent role takes only a vehicle's own key.
    const carKeyOfB = (await t.store.apiKeys.create(b.id, 'carA of B', { vehicleId: 'carA' })).key
    const sockets = await Promise.all(
      ['agent', 'client'].map(async (role) => {
        const key = role === 'agent' ? carKeyOfB : b.key
        const url = `${t.url.replace('http', 'ws')}/api/v1/ws?vehicleId=carA&role=${role}&token=${key}`
        const socket = new WebSocket(url)
        socket.addEventListener('message', (message) => heard.push(String(message.data)))
        await new Promise((resolve, reject) => {
          socket.addEventListener('open', resolve)
          socket.addEventListener('error', reject)
        })
        return socket
      }),
    )
    const dialog = await A('/api/v1/dialog', {
      body: { sessionId: randomUUID(), vehicleId: 'carA', text: '打开阅读灯' },
    })
    expect(dialog.json.data.commands).toMatchObject([{ status: 'executed' }])
    expect((await carOfA()).lights.readingLightOn).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(heard).toEqual([])
    for (const socket of sockets) socket.close()
  })

  it('tools/execute acts only on a session’s own vehicle', async () => {
    const direct = await B('/api/ai/tools/execute', {
      body: { app: 'cockpit', name: 'control_trunk', args: { action: 'open' } },
    })
    expect(direct.status).toBe(400)
    const sessionOfA = await A('/api/ai/sessions', { body: { app: 'cockpit', state: { vehicleId: 'carA' } } })
    const viaA = await B('/api/ai/tools/execute', {
      body: {
        app: 'cockpit',
        name: 'control_trunk',
        args: { action: 'open' },
        sessionId: sessionOfA.json.id,
      },
    })
    expect(viaA.status).toBe(404)
    expect((await carOfA()).trunk).toBe('closed')
  })
}

function dialogSuite() {
  it('the same NLC session id is two sessions; B can neither read, end nor block A’s', async () => {
    const sessionId = randomUUID()
    const first = await A('/api/v1/dialog', { body: { sessionId, vehicleId: 'carA', text: '打开空调' } })
    expect(first.json.data.sessionId).toBe(sessionId)
    const other = await B('/api/v1/dialog', { body: { sessionId, vehicleId: 'carB', text: '打开座椅加热' } })
    expect([other.status, other.json.success]).toEqual([200, true])
    const seenByA = await A(`/api/v1/sessions/${sessionId}`)
    expect(seenByA.json.data.vehicleId).toBe('carA')
    expect(JSON.stringify(seenByA.json.data.messages)).not.toContain('座椅加热')
    expect((await B(`/api/v1/sessions/${sessionId}`, { method: 'DELETE' })).status).toBe(200)
    expect((await A(`/api/v1/sessions/${sessionId}`)).status).toBe(200)
    const platformId = seenByA.json.data.platformSessionId
    expect((await B(`/api/ai/sessions/${platformId}`)).status).toBe(404)
    expect((await B(`/api/ai/sessions/${platformId}/events`)).status).toBe(404)
  })

  it('B cannot answer, report or see A’s commands', async () => {
    const sessionId = randomUUID()
    const asked = await A('/api/v1/dialog', { body: { sessionId, vehicleId: 'carA', text: '打开所有车窗' } })
    const command = asked.json.data.commands[0]
    expect(command.status).toBe('pending')
    const confirm = await B('/api/v1/dialog/confirm', {
      body: { sessionId, commandId: command.id, confirmed: true },
    })
    expect(confirm.status).toBe(404)
    const result = await B(`/api/v1/commands/${command.id}/result`, {
      body: { success: true, message: 'ok' },
    })
    expect(result.status).toBe(404)
    expect((await B('/api/v1/dialog/cancel', { body: { sessionId } })).status).toBe(404)
    expect((await carOfA()).windows.frontLeft).toBe(0)
    const stillPending = await A(`/api/v1/sessions/${sessionId}`)
    expect(stillPending.json.data.pendingCommands.map((c: { id: string }) => c.id)).toEqual([command.id])
  })
}

function sessionSuite() {
  it('A’s session is a 404 to B for every verb', async () => {
    const { json: session } = await A('/api/ai/sessions', { body: { app: 'synth', userId: 'ann' } })
    const id = session.id
    const attempts = [
      B(`/api/ai/sessions/${id}`),
      B(`/api/ai/sessions/${id}`, { method: 'DELETE' }),
      B('/api/ai/chat', { body: { sessionId: id, message: 'add an oscillator' } }),
      B(`/api/ai/sessions/${id}/confirm`, { body: { callId: 'x', accepted: true } }),
      B(`/api/ai/sessions/${id}/tool-results`, { body: { callId: 'x', output: 1 } }),
      B(`/api/ai/sessions/${id}/handoff`, { body: { targetApp: 'cockpit', intent: 'x' } }),
      B(`/api/ai/sessions/${id}/events`),
      B(`/api/ai/sessions/${id}/cancel`, { body: {} }),
    ]
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404)
    expect((await B('/api/ai/sessions')).json.sessions.map((s: { id: string }) => s.id)).not.toContain(id)
    expect((await A(`/api/ai/sessions/${id}`)).status).toBe(200)
  })

  it('checkpoints and usage are the tenant’s own', async () => {
    const saved = await A('/api/synth/checkpoints', {
      body: { title: 'mine', canvas: { nodes: [], edges: [] } },
      headers: { 'x-user-id': 'ann' },
    })
    const id = saved.json.checkpoint.id
    const asB = { headers: { 'x-user-id': 'ann' } }
    expect((await B('/api/synth/checkpoints', asB)).json.checkpoints).toEqual([])
    expect((await B(`/api/synth/checkpoints/${id}`, asB)).status).toBe(404)
    expect(
      (await B(`/api/synth/checkpoints/${id}`, { ...asB, method: 'PATCH', body: { title: 'x' } })).status,
    ).toBe(404)
    expect((await B(`/api/synth/checkpoints/${id}`, { ...asB, method: 'DELETE' })).status).toBe(404)
    expect((await A(`/api/synth/checkpoints/${id}`, asB)).status).toBe(200)

    expect((await B('/api/ai/usage')).json.tenant).toBe('tenant-b')
  })

  it('state a client sends never sets what the server owns: no prices in a cart', async () => {
    const cart = { cart: [{ productId: 'p-iphone15', name: 'iPhone 15', price: 1, quantity: 1 }] }
    const created = await B('/api/ai/sessions', { body: { app: 'shopping', state: cart } })
    expect([created.status, created.json.error.code]).toEqual([400, 'invalid_request'])
    expect(
      (await B('/api/ai/sessions')).json.sessions.filter((s: { app: string }) => s.app === 'shopping'),
    ).toEqual([])
    // The synth canvas is a snapshot the model reads: taken, in its well-formed shape.
    const synth = await B('/api/ai/sessions', {
      body: { app: 'synth', state: { nodes: [{ id: 'o1', type: 'simpleoscillator', junk: 1 }], edges: [] } },
    })
    const stored = (await B(`/api/ai/sessions/${synth.json.id}`)).json.state
    expect(stored.nodes).toMatchObject([{ id: 'o1', type: 'simpleoscillator' }])
    expect(stored.nodes[0].junk).toBeUndefined()
  })
}

function shopSuite() {
  it('B’s shopper of the same name sees neither A’s cart nor A’s orders, and cannot change A’s cart', async () => {
    const ann = { headers: { 'x-user-id': 'ann' } }
    const [product] = (await A('/api/shop/products?query=咖啡&limit=1', ann)).json.products
    await A('/api/shop/cart/items', { ...ann, body: { productId: product.id, quantity: 2 } })
    const ordersOfA = (await A('/api/shop/orders', ann)).json.orders.map((o: { id: string }) => o.id)
    expect((await B('/api/shop/cart', ann)).json.items).toEqual([])
    const ordersOfB = (await B('/api/shop/orders', ann)).json.orders.map((o: { id: string }) => o.id)
    expect(ordersOfB.filter((id: string) => ordersOfA.includes(id))).toEqual([])
    for (const method of ['PATCH', 'DELETE'])
      expect(
        (
          await B(`/api/shop/cart/items/${product.id}`, {
            ...ann,
            method,
            body: method === 'PATCH' ? { quantity: 9 } : undefined,
          })
        ).status,
      ).toBe(404)
    expect((await A('/api/shop/cart', ann)).json.items).toEqual([expect.objectContaining({ quantity: 2 })])
  })
}

function knowledgeSuite() {
  it('a tenant’s documents are found and deleted by that tenant only', async () => {
    const ingest = await A('/api/ai/rag/ingest', {
      body: {
        collection: 'vehicle-manual',
        documents: [{ source: 'a://secret', format: 'text', content: '甲方的秘密配方是紫色的天鹅绒。' }],
      },
    })
    expect(ingest.status).toBe(200)
    const search = (call: typeof A) =>
      call('/api/ai/rag/search', {
        body: { collection: 'vehicle-manual', query: '秘密配方 天鹅绒', mode: 'text' },
      })
    expect((await search(A)).json.results.length).toBeGreaterThan(0)
    expect((await search(B)).json.results).toEqual([])
    expect(
      (await B('/api/ai/rag/sources?collection=vehicle-manual&source=a://secret', { method: 'DELETE' })).json,
    ).toEqual({
      deleted: 0,
    })
    expect((await search(A)).json.results.length).toBeGreaterThan(0)
  })
}
