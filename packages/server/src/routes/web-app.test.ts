import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openStore, type Store } from '@mindwire/store'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type MindwireServer } from '../create-server.ts'

// Two single-page apps side by side: the synth at `/` (webRoot), the tuning studio at `/tune/` (webApps).
let synth: string
let tune: string
let store: Store
let web: MindwireServer
let url: string

async function builtApp(marker: string): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), `mindwire-${marker}-`))
  await mkdir(join(root, 'assets'))
  await writeFile(join(root, 'index.html'), `<!doctype html><div id="${marker}"></div>`)
  await writeFile(join(root, 'assets', `${marker}-abc123.js`), `console.log("${marker}")`)
  return root
}

beforeAll(async () => {
  synth = await builtApp('synth')
  tune = await builtApp('tune')
  store = await openStore({ memory: true })
  web = await createServer({
    store,
    domains: [],
    config: { auth: 'optional' },
    webRoot: synth,
    webApps: [{ base: '/tune/', root: tune }],
  })
  await web.app.listen({ port: 0, host: '127.0.0.1' })
  url = `http://127.0.0.1:${(web.app.server.address() as { port: number }).port}`
})
afterAll(async () => {
  await web.app.close()
  await store.close()
  await rm(synth, { recursive: true, force: true })
  await rm(tune, { recursive: true, force: true })
})

describe('createServer({ webRoot, webApps })', () => {
  it('serves each app under its base, with its own index.html for its client-side routes', async () => {
    const page = async (path: string) => (await fetch(`${url}${path}`)).text()
    expect(await page('/')).toContain('id="synth"')
    expect(await page('/studio/patch/1')).toContain('id="synth"')
    for (const path of ['/tune/', '/tune/xi-tune?intent=auto-tune&sessionId=s', '/tune/xi-studio/deep'])
      expect(await page(path)).toContain('id="tune"')
    expect(await page('/tune/assets/tune-abc123.js')).toContain('console.log("tune")')
    expect((await fetch(`${url}/tune/assets/synth-abc123.js`)).status).toBe(404)
    expect(await page('/assets/synth-abc123.js')).toContain('console.log("synth")')
  })

  it('sends the base without its slash to the app, keeping the query', async () => {
    const response = await fetch(`${url}/tune?projectId=p1`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/tune/?projectId=p1')
  })

  it('keeps /api out of both apps', async () => {
    const missing = await fetch(`${url}/api/nothing-here`)
    expect(missing.status).toBe(404)
    expect((await missing.json()).error.code).toBe('not_found')
  })
})
