import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { createTestDatabase, probePostgres, TEST_DATABASE_URL } from '@mindwire/store/testing'
import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const bin = fileURLToPath(new URL('../../bin/mindwire.js', import.meta.url))
let llm: FakeLlmServer
let dataDir: string
let env: NodeJS.ProcessEnv

beforeAll(async () => {
  llm = await startFakeLlmServer()
  dataDir = await mkdtemp(join(tmpdir(), 'mindwire-serve-'))
  env = {
    ...process.env,
    MINDWIRE_DATA_DIR: dataDir,
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: llm.openaiBaseURL,
    MINDWIRE_MODEL: 'openai:gpt-4o-mini',
  }
})
afterAll(async () => {
  await llm.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** Starts `mindwire serve` in a child process and resolves with its URL once it listens. */
function serve(
  args: string[],
  childEnv: NodeJS.ProcessEnv = env,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', ...args], { env: childEnv })
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk
      const url = /listening on (http:\/\/[\d.:]+)/.exec(output)?.[1]
      if (url) resolve({ child, url, output: () => output })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)))
  })
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve(code))
    child.kill('SIGTERM')
  })
}

describe('mindwire serve', () => {
  // A cold child process opening PGlite takes a while on a busy two-core machine: more than the default 20 s.
  it('starts on embedded PGlite with keyless local access on loopback, and stops cleanly', async () => {
    const { child, url } = await serve([])
    try {
      expect(await (await fetch(`${url}/healthz`)).json()).toMatchObject({ status: 'ok', store: 'pglite' })
      const models = await (await fetch(`${url}/api/ai/models`)).json()
      expect(models.apps.map((a: { app: string }) => a.app)).toContain('shopping')
      llm.enqueue({ text: '你好，我是购物助手。' })
      const chat = await fetch(`${url}/api/ai/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ app: 'shopping', message: '你好' }),
      })
      expect((await chat.json()).text).toBe('你好，我是购物助手。')
    } finally {
      expect(await stop(child)).toBe(0)
    }
  }, 60_000)

  it('serves shopping without any key: the offline shopping model searches the demo shop', async () => {
    const { OPENAI_API_KEY: _key, OPENAI_BASE_URL: _url, MINDWIRE_MODEL: _model, ...keyless } = env
    const ownData = await mkdtemp(join(tmpdir(), 'mindwire-serve-shop-'))
    const { child, url } = await serve(['--data-dir', ownData], { ...keyless, MINDWIRE_MODEL: '' })
    try {
      const chat = await fetch(`${url}/api/ai/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ app: 'shopping', userId: 'ann', message: '两千以内的蓝牙耳机' }),
      })
      expect(chat.status).toBe(200)
      const run = await chat.json()
      const products = run.toolResults[0].output.products as Array<{ category: string; price: number }>
      expect(products.length).toBeGreaterThan(0)
      expect(products.every((p) => p.category === '耳机' && p.price <= 2000)).toBe(true)
    } finally {
      expect(await stop(child)).toBe(0)
      await rm(ownData, { recursive: true, force: true })
    }
  }, 60_000)

  it('hosts the synth studio: shipped knowledge ingested once, searchable, and the web app at /', async () => {
    const webRoot = await mkdtemp(join(tmpdir(), 'mindwire-web-'))
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>studio under test</title>')
    const tuneRoot = await mkdtemp(join(tmpdir(), 'mindwire-tune-'))
    await writeFile(join(tuneRoot, 'index.html'), '<!doctype html><title>tuning studio under test</title>')
    const cockpitRoot = await mkdtemp(join(tmpdir(), 'mindwire-cockpit-'))
    await writeFile(join(cockpitRoot, 'index.html'), '<!doctype html><title>cockpit under test</title>')
    const ownData = await mkdtemp(join(tmpdir(), 'mindwire-serve-knowledge-'))
    const first = await serve([
      ...['--web-root', webRoot, '--tune-root', tuneRoot, '--cockpit-root', cockpitRoot],
      ...['--data-dir', ownData],
    ])
    try {
      // It listens before the shipped knowledge is in; /readyz says when it is.
      await expect
        .poll(async () => (await fetch(`${first.url}/readyz`)).status, { timeout: 30_000, interval: 200 })
        .toBe(200)
      const models = await (await fetch(`${first.url}/api/ai/models`)).json()
      expect(models.apps.map((a: { app: string }) => a.app)).toEqual(
        expect.arrayContaining(['synth', 'cockpit']),
      )
      expect(await (await fetch(`${first.url}/`)).text()).toContain('<title>studio under test')
      expect(await (await fetch(`${first.url}/tune/xi-tune?intent=auto-tune`)).text()).toContain(
        'tuning studio under test',
      )
      expect(await (await fetch(`${first.url}/cockpit/?vehicle=car-1`)).text()).toContain(
        'cockpit under test',
      )
      const search = await fetch(`${first.url}/api/ai/rag/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          collection: 'synth-docs',
          query: 'low-pass filter cutoff resonance',
          limit: 3,
        }),
      })
      const { results } = await search.json()
      expect(results).toHaveLength(3)
      expect(results[0].source).toMatch(/^synth:\/\//)
      expect(results[0].content.toLowerCase()).toMatch(/filter|滤波/)
    } finally {
      await stop(first.child)
      await rm(webRoot, { recursive: true, force: true })
      await rm(tuneRoot, { recursive: true, force: true })
      await rm(cockpitRoot, { recursive: true, force: true })
    }
    expect(first.output()).toContain('the tuning studio at')
    expect(first.output()).toContain('the cockpit page at')
    expect(first.output()).toMatch(/ingested the shipped synth-docs collection: \d+ chunks/)
    // A second start finds the collections filled and ingests nothing again.
    const second = await serve(['--data-dir', ownData])
    try {
      await expect.poll(() => second.output(), { timeout: 30_000, interval: 200 }).toMatch(/\bready\b/)
      expect(second.output()).not.toContain('ingested the shipped')
    } finally {
      await stop(second.child)
      await rm(ownData, { recursive: true, force: true })
    }
  }, 120_000)

  it('drains on SIGTERM: /readyz turns 503 at once, a live run streams to its end, then it exits cleanly', async () => {
    const { child, url, output } = await serve(['--no-seed-knowledge'])
    llm.enqueue({ text: ['一', '二', '三', '四', '五', '六'], chunkDelayMs: 250 })
    const response = await fetch(`${url}/api/ai/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ app: 'shopping', message: '数到六', stream: true }),
    })
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let stream = decoder.decode((await reader.read()).value)
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    child.kill('SIGTERM')
    await expect.poll(() => output(), { timeout: 5000 }).toMatch(/draining 1 live run/)
    expect((await fetch(`${url}/readyz`)).status).toBe(503)
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      stream += decoder.decode(value)
    }
    const done = stream.split('\n').find((line) => line.includes('"type":"done"'))
    expect(done).toContain('一二三四五六')
    expect(await exited).toBe(0)
  }, 60_000)

  it('requires keys made by `mindwire keys create` when auth is required', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [bin, 'keys', 'create', '--tenant', 'acme', '--quota', '100000'],
      { env },
    )
    const key = stdout.trim()
    expect(key).toMatch(/\S{20,}/)
    const { child, url } = await serve(['--auth', 'required'])
    try {
      expect((await fetch(`${url}/api/ai/sessions`)).status).toBe(401)
      const ok = await fetch(`${url}/api/ai/sessions`, { headers: { authorization: `Bearer ${key}` } })
      expect(ok.status).toBe(200)
    } finally {
      await stop(child)
    }
  })

  it('refuses a second instance without a bus on the same PostgreSQL, in one readable line', async () => {
    const postgres = await probePostgres()
    expect(postgres.reachable, `PostgreSQL at ${TEST_DATABASE_URL}: ${postgres.error}`).toBe(true)
    const database = await createTestDatabase()
    const onPostgres = { ...env, DATABASE_URL: database.url }
    const first = await serve([], onPostgres)
    try {
      const second = await serve([], onPostgres).then(
        async ({ child }) => ({ started: true, output: `still running: ${await stop(child)}` }),
        (error: Error) => ({ started: false, output: error.message }),
      )
      expect(second.started).toBe(false)
      expect(second.output).toMatch(
        /exited with 1: .*another Mindwire instance uses this PostgreSQL database.*--nats-url/s,
      )
      expect(second.output).not.toMatch(/\n\s+at /)
      // The first instance still serves.
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200)
    } finally {
      await stop(first.child)
      await database.drop()
    }
  }, 60_000)
})
