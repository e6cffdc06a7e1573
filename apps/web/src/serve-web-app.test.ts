import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer, type MindwireServer } from '@mindwire/server'
import { openStore, type Store } from '@mindwire/store'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// createServer's `webRoot` (packages/server/src/routes/web-app.ts), tested where the web app lives.
let root: string
let store: Store
let web: MindwireServer
let url: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mindwire-web-'))
  await mkdir(join(root, 'assets'))
  await writeFile(join(root, 'index.html'), '<!doctype html><div id="root"></div>')
  await writeFile(join(root, 'assets', 'app-abc123.js'), 'console.log("app")')
  await writeFile(join(root, '.secret'), 'nope')
  store = await openStore({ memory: true })
  web = await createServer({ store, domains: [], config: { auth: 'optional' }, webRoot: root })
  await web.app.listen({ port: 0, host: '127.0.0.1' })
  url = `http://127.0.0.1:${(web.app.server.address() as { port: number }).port}`
})
afterAll(async () => {
  await web.app.close()
  await store.close()
  await rm(root, { recursive: true, force: true })
})

describe('createServer({ webRoot })', () => {
  it('serves index.html at / and for client-side routes, never cached', async () => {
    for (const path of ['/', '/studio', '/studio/patch/42?x=1']) {
      const response = await fetch(`${url}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toContain('<div id="root">')
    }
  })

  it('serves hashed assets with a long cache; a missing asset, a dotfile or a way out is a 404', async () => {
    const asset = await fetch(`${url}/assets/app-abc123.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect(await asset.text()).toContain('console.log')
    expect((await fetch(`${url}/assets/missing.js`)).status).toBe(404)
    // A dotfile is never served (the path falls back to the app).
    expect(await (await fetch(`${url}/.secret`)).text()).not.toContain('nope')
    const escaped = await rawGet(`${url}/%2e%2e/%2e%2e/etc/passwd`)
    expect(escaped).not.toContain('root:')
    expect(escaped).toContain('<div id="root">')
  })

  it('leaves the API alone: unknown /api routes are JSON 404s, real routes still answer', async () => {
    const missing = await fetch(`${url}/api/nothing-here`)
    expect(missing.status).toBe(404)
    expect((await missing.json()).error.code).toBe('not_found')
    expect((await (await fetch(`${url}/healthz`)).json()).status).toBe('ok')
    expect((await fetch(`${url}/api/ai/models`)).status).toBe(200)
    expect((await fetch(`${url}/openapi.json`)).headers.get('content-type')).toContain('json')
  })

  it('refuses a webRoot that is not a folder', async () => {
    await expect(createServer({ store, domains: [], webRoot: join(root, 'index.html') })).rejects.toThrow(
      /not a folder/,
    )
  })
})

/** A GET whose path is sent as written (fetch would normalise the dots away). */
function rawGet(target: string): Promise<string> {
  const { hostname, port } = new URL(target)
  const path = target.slice(target.indexOf('/', 'http://'.length))
  return new Promise((resolve, reject) => {
    get({ hostname, port, path }, (response) => {
      let body = ''
      response.on('data', (chunk) => {
        body += chunk
      })
      response.on('end', () => resolve(body))
    }).on('error', reject)
  })
}
