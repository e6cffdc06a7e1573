import { randomUUID } from 'node:crypto'
import { api } from '@mindwire/server/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StudioTestServer, startStudioServer } from '../testing/studio-test-server.ts'

// Deleting a tuning project over the real HTTP API (PGlite): only the tenant's own, typed 404 otherwise.
let server: StudioTestServer
const call = (path: string, init: Parameters<typeof api>[2] = {}) =>
  api(`${server.url}${path}`, server.key, init)
const create = async (name: string) =>
  (await call('/api/studio/projects', { body: { name } })).json.id as string
const listedIds = async () =>
  (await call('/api/studio/projects')).json.projects.map((project: { id: string }) => project.id)

beforeAll(async () => {
  server = await startStudioServer()
})
afterAll(async () => {
  await server.close()
})

describe('DELETE /api/studio/projects/:id', () => {
  it('deletes the project with its artifacts; it is gone from the list and reads as 404; the audit names it', async () => {
    const kept = await create('kept')
    const doomed = await create('doomed')
    expect(
      (await call(`/api/studio/projects/${doomed}/test-runs`, { body: { suiteId: 'headroom' } })).status,
    ).toBe(201)
    const deleted = await call(`/api/studio/projects/${doomed}`, { method: 'DELETE' })
    expect(deleted.status).toBe(204)
    expect(deleted.text).toBe('')
    expect((await call(`/api/studio/projects/${doomed}`)).status).toBe(404)
    expect((await call(`/api/studio/projects/${doomed}/test-runs`)).status).toBe(404)
    expect(await listedIds()).toEqual(expect.arrayContaining([kept]))
    expect(await listedIds()).not.toContain(doomed)
    expect((await call(`/api/studio/projects/${kept}`)).json.name).toBe('kept')
    const audit = await call('/api/ai/audit?action=project_delete')
    expect(audit.json.entries[0]).toMatchObject({ detail: { projectId: doomed, name: 'doomed' } })
    // Deleting it again is the same typed 404, not a silent success.
    const again = await call(`/api/studio/projects/${doomed}`, { method: 'DELETE' })
    expect(again.status).toBe(404)
    expect(again.json.error.code).toBe('not_found')
  })

  it('an unknown id is a typed 404 and a malformed one a 400; nothing is deleted', async () => {
    const before = await listedIds()
    const unknown = await call(`/api/studio/projects/${randomUUID()}`, { method: 'DELETE' })
    expect(unknown.status).toBe(404)
    expect(unknown.json.error.code).toBe('not_found')
    const malformed = await call('/api/studio/projects/not-a-uuid', { method: 'DELETE' })
    expect(malformed.status).toBe(400)
    expect(await listedIds()).toEqual(before)
  })

  it('another tenant cannot delete the project: 404, and the project stands', async () => {
    const id = await create('mine')
    await server.store.tenants.create({ id: 'neighbour' })
    const { key } = await server.store.apiKeys.create('neighbour', 'test')
    const theirs = await api(`${server.url}/api/studio/projects/${id}`, key, { method: 'DELETE' })
    expect(theirs.status).toBe(404)
    expect(theirs.json.error.code).toBe('not_found')
    expect((await call(`/api/studio/projects/${id}`)).status).toBe(200)
    // GET /api/ai/audit is the tenant's own log: our deletion is in ours and not in the neighbour's.
    const gone = await create('gone')
    expect((await call(`/api/studio/projects/${gone}`, { method: 'DELETE' })).status).toBe(204)
    const ours = await call('/api/ai/audit?action=project_delete')
    expect(
      ours.json.entries.map((entry: { detail: { projectId: string } }) => entry.detail.projectId),
    ).toContain(gone)
    const theirLog = await api(`${server.url}/api/ai/audit?action=project_delete`, key)
    expect(theirLog.status).toBe(200)
    expect(theirLog.json.entries).toEqual([])
  })

  it('a session bound to a deleted project starts a new project on its next turn', async () => {
    const first = await call('/api/ai/chat', { body: { app: 'xi-studio', message: '把低架调到 -3 dB' } })
    expect(first.status).toBe(200)
    const bound = (await call(`/api/ai/sessions/${first.json.sessionId}`)).json.state.projectId
    expect((await call(`/api/studio/projects/${bound}`, { method: 'DELETE' })).status).toBe(204)
    const next = await call('/api/ai/chat', {
      body: { app: 'xi-studio', sessionId: first.json.sessionId, message: '把低架调到 -2 dB' },
    })
    expect(next.status).toBe(200)
    const rebound = (await call(`/api/ai/sessions/${first.json.sessionId}`)).json.state.projectId
    expect(rebound).not.toBe(bound)
    expect((await call(`/api/studio/projects/${rebound}`)).status).toBe(200)
  })
})
