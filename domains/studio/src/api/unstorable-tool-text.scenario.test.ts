import { api } from '@mindwire/server/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StudioTestServer, startStudioServer } from '../testing/studio-test-server.ts'

// A tool's output is not the client's input: text PostgreSQL cannot store (NUL, a lone surrogate) that a
// tool, a model or user code produced is kept with U+FFFD in its place, never a failed write and a 500.
let server: StudioTestServer
const call = (path: string, body?: unknown) =>
  api(`${server.url}${path}`, server.key, body === undefined ? {} : { body })

beforeAll(async () => {
  server = await startStudioServer()
})
afterAll(() => server.close())

/** The offline module with a first line that throws an error whose message holds a NUL and a lone surrogate. */
async function throwingModule(projectId: string): Promise<string> {
  const offline = await call(`/api/studio/projects/${projectId}/generated-code`, {
    moduleDef: { name: 'Trim', kind: 'gain' },
  })
  expect(offline.status).toBe(201)
  // The request itself holds only storable text: the bad characters exist only once the code runs.
  return offline.json.data.code.replace(
    /export function createProcessor\(.*\): Processor \{/,
    (head: string) =>
      `${head}\n  throw new Error('bad ' + String.fromCharCode(0) + ' ' + String.fromCharCode(0xd800) + ' end')`,
  )
}

describe('tool output the store cannot hold as it is', () => {
  it('generated code whose error message holds NUL and a lone surrogate is stored with U+FFFD', async () => {
    const project = await call('/api/studio/projects', { name: 'unstorable' })
    expect(project.status).toBe(201)
    const code = await throwingModule(project.json.id)
    const created = await call(`/api/studio/projects/${project.json.id}/generated-code`, {
      moduleDef: { name: 'Trim', kind: 'gain' },
      code,
    })
    expect(created.status).toBe(201)
    const detail: string = created.json.data.test.cases[0].detail
    expect(detail).toContain('bad \ufffd \ufffd end')
    expect(created.json.data.summary).toContain('bad \ufffd \ufffd end')
    // What the route answered is what was stored: read back, the same text.
    const stored = await call(`/api/studio/projects/${project.json.id}/artifacts/${created.json.id}`)
    expect(stored.status).toBe(200)
    expect(stored.json.data.test.cases[0].detail).toBe(detail)
    expect(stored.text).not.toMatch(/\\u0000|\\ud800/)
  })
})
