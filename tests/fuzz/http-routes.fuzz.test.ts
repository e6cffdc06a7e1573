import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { OUT_OF_STORE_NUMBERS } from './arbitraries.ts'
import { startFuzzServer } from './fuzz-server.ts'
import { boundedShrink, fuzzParameters, fuzzTimeout } from './fuzz-settings.ts'
import { describeRequest, responseProblem, StateWatch, send } from './response-checks.ts'
import { refResolver, requestsFor, routesOf } from './route-requests.ts'

// The routes come from the server's own /openapi.json, so the server starts while the file loads.
const fuzz = await startFuzzServer()
afterAll(() => fuzz.close())
const doc = await (await fetch(`${fuzz.url}/openapi.json`)).json()
const routes = routesOf(doc)
const { a, b } = fuzz
const utterances = ['打开空调', '把空调调到22度', '打开所有车窗', '座椅加热开到三档']
const context = {
  keys: { a: a.key, b: b.key },
  known: { own: [...a.ids, a.vehicleId], other: [...b.ids, b.vehicleId] },
  hints: {
    app: fuzz.apps,
    targetApp: fuzz.apps,
    sessionId: [...a.ids, ...b.ids],
    commandId: [...a.ids, ...b.ids],
    vehicleId: [a.vehicleId, b.vehicleId],
    collection: ['vehicle-manual', 'synth-docs', 'xialgo'],
    source: fuzz.sources,
    text: utterances,
    message: utterances,
    query: utterances,
  },
  resolve: refResolver(doc),
}
const watch = new StateWatch(fuzz)

describe('every route of /openapi.json under hostile input: no 5xx, no hang, clean errors, no change when rejected', () => {
  it('finds the routes in the document, path parameters included', () => {
    expect(routes.length).toBeGreaterThan(20)
    expect(routes.some((route) => route.path.includes('{id}'))).toBe(true)
  })

  it(
    'a URL or header past the server’s limits',
    async () => {
      const oversized = fc.record({
        route: fc.constantFrom(...routes),
        size: fc.integer({ min: 17_000, max: 80_000 }),
        where: fc.constantFrom('query', 'header'),
      })
      await fc.assert(
        fc.asyncProperty(oversized, async ({ route, size, where }) => {
          const request = {
            method: route.method,
            path: `${route.path}${where === 'query' ? `?q=${'x'.repeat(size)}` : ''}`,
            headers: {
              authorization: `Bearer ${a.key}`,
              ...(where === 'header' ? { 'x-padding': 'x'.repeat(size) } : {}),
            },
          }
          const problem = responseProblem(request, await send(fuzz.url, request))
          if (problem) throw new Error(`${problem}\n  request: ${describeRequest(request)}`)
        }),
        fuzzParameters(0.2),
      )
    },
    fuzzTimeout(0.2),
  )

  it('every numeric query parameter past what the store holds is a 400, on every route', async () => {
    const numeric = routes.flatMap((route) =>
      route.parameters
        .filter((p) => p.in === 'query' && ['number', 'integer'].includes(String(p.schema.type)))
        .map((p) => ({ route, name: p.name })),
    )
    expect(numeric.some(({ route }) => route.path === '/api/shop/products')).toBe(true)
    for (const { route, name } of numeric) {
      const path = route.path.replace(/\{[^}]+\}/g, a.ids[0]!)
      for (const value of [
        ...OUT_OF_STORE_NUMBERS.map((n) => BigInt(n).toString()),
        '99999999999999999999',
      ]) {
        const request = {
          method: route.method,
          path: `${path}?${name}=${value}`,
          headers: {
            authorization: `Bearer ${a.key}`,
            'x-user-id': 'alice',
            'content-type': 'application/json',
          },
          ...(route.body ? { body: '{}' } : {}),
        }
        const response = await send(fuzz.url, request)
        expect(response.status, describeRequest(request)).toBeGreaterThanOrEqual(400)
        expect(response.status, `${describeRequest(request)}: ${response.text.slice(0, 300)}`).toBeLessThan(
          500,
        )
      }
    }
  })

  for (const route of routes) {
    it(
      `${route.method} ${route.path}`,
      async () => {
        const requests = boundedShrink(requestsFor(route, context))
        await fc.assert(
          fc.asyncProperty(requests, async (request) => {
            const before = await watch.before()
            const response = await send(fuzz.url, request).catch((error: Error) => {
              watch.forget()
              throw error
            })
            const rejected = response.status >= 400 && response.status < 500
            const changed = await watch.after(before, rejected)
            const problem = responseProblem(request, response) ?? changed
            if (problem) throw new Error(`${problem}\n  request: ${describeRequest(request)}`)
          }),
          fuzzParameters(),
        )
      },
      fuzzTimeout(),
    )
  }
})
