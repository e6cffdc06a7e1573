import { randomUUID } from 'node:crypto'
import { api } from '@mindwire/server/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProjectDocument } from '../chain/chain.ts'
import { type StudioTestServer, startStudioServer } from '../testing/studio-test-server.ts'

// Redo beside undo over the real HTTP API (PGlite): only the latest undo, and the redo is undoable itself.
let server: StudioTestServer
const call = (path: string, body?: unknown) =>
  api(`${server.url}${path}`, server.key, body === undefined ? {} : { body })
const gainOf = (project: { document: ProjectDocument }) =>
  project.document.chain.modules.find((module) => module.id === 'lowShelf')?.params.gainDb
const setGain = (id: string, value: number) =>
  call(`/api/studio/projects/${id}/edits`, {
    edits: [{ tool: 'update-param', args: { moduleId: 'lowShelf', paramKey: 'gainDb', value } }],
  })

beforeAll(async () => {
  server = await startStudioServer()
})
afterAll(async () => {
  await server.close()
})

describe('POST /api/studio/projects/:id/redo', () => {
  it('brings an undone edit back as a new revision, which can be undone again; a second redo is refused', async () => {
    const id = (await call('/api/studio/projects', { name: 'redo' })).json.id
    const edited = await setGain(id, 2)
    const batchId = edited.json.revisions[0].batchId
    const undone = await call(`/api/studio/projects/${id}/undo`, { batchId })
    expect(gainOf(undone.json)).toBe(4)
    const redone = await call(`/api/studio/projects/${id}/redo`, { batchId })
    expect(redone.status).toBe(200)
    expect(gainOf(redone.json)).toBe(2)
    expect(redone.json.revisions[0]).toMatchObject({
      actor: 'person',
      summary: expect.stringMatching(/^redo: /),
    })
    expect(redone.json.revisions[0].batchId).not.toBe(batchId)
    const again = await call(`/api/studio/projects/${id}/redo`, { batchId })
    expect(again.status).toBe(409)
    expect(again.json.error.code).toBe('conflict')
    const undoneRedo = await call(`/api/studio/projects/${id}/undo`, {
      batchId: redone.json.revisions[0].batchId,
    })
    expect(gainOf(undoneRedo.json)).toBe(4)
  })

  it('refuses what is not the latest undo (a standing batch, a change after the undo) and an unknown batch; nothing changes', async () => {
    const id = (await call('/api/studio/projects', { name: 'no redo' })).json.id
    const first = (await setGain(id, 1)).json.revisions[0].batchId
    const standing = await call(`/api/studio/projects/${id}/redo`, { batchId: first })
    expect(standing.status).toBe(409)
    await call(`/api/studio/projects/${id}/undo`, { batchId: first })
    await setGain(id, 3)
    const before = (await call(`/api/studio/projects/${id}`)).json
    const stale = await call(`/api/studio/projects/${id}/redo`, { batchId: first })
    expect(stale.status).toBe(409)
    const unknown = await call(`/api/studio/projects/${id}/redo`, { batchId: randomUUID() })
    expect(unknown.status).toBe(404)
    expect(unknown.json.error.code).toBe('not_found')
    const after = (await call(`/api/studio/projects/${id}`)).json
    expect(after.revision).toBe(before.revision)
    expect(gainOf(after)).toBe(3)
  })
})
