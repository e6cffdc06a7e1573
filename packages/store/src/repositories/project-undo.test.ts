import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import type { ProjectActor } from '../project-types.ts'
import type { JSONValueLike } from '../store-types.ts'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'

describeEachDriver('project undo', (fixture) => {
  const projects = () => fixture.store.projects
  const chain = (...modules: string[]) => ({ modules })

  /** A fresh project of a fresh tenant, and a way to commit to it. */
  async function project() {
    const tenantId = uid('tenant')
    const created = await projects().create(tenantId, { app: 'studio', name: 'P', document: chain() })
    const commit = (
      batchId: string,
      document: JSONValueLike,
      actor: Exclude<ProjectActor, 'undo'> = 'agent',
    ) =>
      projects().commit(tenantId, created.id, {
        document,
        actor,
        batchId,
        summary: `set ${JSON.stringify(document)}`,
      })
    const undo = (batchId: string) => projects().undoBatch(tenantId, created.id, batchId)
    const history = () => projects().revisions(tenantId, created.id)
    return { tenantId, id: created.id, commit, undo, history }
  }
  const refused = (code: string, message?: string) => ({
    name: 'StoreError',
    code,
    ...(message ? { message: expect.stringContaining(message) } : {}),
  })

  it('undoes a batch of three commits at once, back to the document before it', async () => {
    const p = await project()
    await p.commit(randomUUID(), chain('eq'), 'person')
    const turn = randomUUID()
    await p.commit(turn, chain('eq', 'delay'))
    await p.commit(turn, chain('eq', 'delay', 'comp'))
    await p.commit(turn, chain('delay', 'comp'))

    const sessionId = randomUUID()
    const undone = await projects().undoBatch(p.tenantId, p.id, turn, { sessionId })
    expect(undone).toMatchObject({ revision: 6, document: chain('eq') })
    expect(await projects().get(p.tenantId, p.id)).toEqual(undone)

    const [undo, ...earlier] = await p.history()
    expect(undo).toMatchObject({ revision: 6, actor: 'undo', sessionId, undoneBy: null })
    expect(undo?.summary).toMatch(/^Undid revisions 3–5: /)
    expect(undo?.batchId).not.toBe(turn)
    const marks = earlier.map((r) => [r.revision, r.undoneBy])
    const by = undo!.batchId
    expect(marks).toEqual([
      [5, by],
      [4, by],
      [3, by],
      [2, null],
      [1, null],
    ])
  })

  it('undoes a turn that committed a single revision', async () => {
    const p = await project()
    const turn = randomUUID()
    await p.commit(turn, chain('eq'))
    expect(await p.undo(turn)).toMatchObject({ revision: 3, document: chain() })
    expect((await p.history())[0]?.summary).toBe('Undid revision 2: set {"modules":["eq"]}')
  })

  it('walks back batch by batch on repeated undo, down to the creation', async () => {
    const p = await project()
    const [edit, turn1, turn2] = [randomUUID(), randomUUID(), randomUUID()]
    await p.commit(edit, chain('eq'), 'person')
    await p.commit(turn1, chain('eq', 'delay'))
    await p.commit(turn1, chain('eq', 'delay', 'comp'))
    await p.commit(turn2, chain('limiter'))
    expect((await p.undo(turn2)).document).toEqual(chain('eq', 'delay', 'comp'))
    expect((await p.undo(turn1)).document).toEqual(chain('eq'))
    expect((await p.undo(edit)).document).toEqual(chain())
    const creation = (await p.history()).at(-1)!.batchId
    await expect(p.undo(creation)).rejects.toMatchObject(refused('conflict', 'created the project'))
    expect(await projects().get(p.tenantId, p.id)).toMatchObject({ revision: 8, document: chain() })
  })

  it('refuses to undo a batch with later changes on top of it, and changes nothing', async () => {
    const p = await project()
    const [turn1, turn2] = [randomUUID(), randomUUID()]
    await p.commit(turn1, chain('eq'))
    const latest = await p.commit(turn2, chain('eq', 'delay'))
    await expect(p.undo(turn1)).rejects.toMatchObject(refused('conflict', 'undo later changes first'))
    expect(await projects().get(p.tenantId, p.id)).toEqual(latest)
    expect((await p.history()).every((r) => r.undoneBy === null)).toBe(true)
  })

  it('refuses a batch another batch interleaved with: undoing either would lose the other', async () => {
    const p = await project()
    const [turn, edit] = [randomUUID(), randomUUID()]
    await p.commit(turn, chain('eq'))
    await p.commit(edit, chain('eq', 'person-delay'), 'person')
    await p.commit(turn, chain('eq', 'person-delay', 'comp'))
    await expect(p.undo(turn)).rejects.toMatchObject(refused('conflict', 'revision 3'))
    await expect(p.undo(edit)).rejects.toMatchObject(refused('conflict', 'revision 4'))
  })

  it('undoes an earlier batch once the later ones are undone', async () => {
    const p = await project()
    const [turn1, turn2] = [randomUUID(), randomUUID()]
    await p.commit(turn1, chain('eq'))
    await p.commit(turn2, chain('eq', 'delay'))
    await p.undo(turn2)
    // The undo revision and the undone batch after turn1 do not stand in its way.
    expect(await p.undo(turn1)).toMatchObject({ revision: 5, document: chain() })
  })

  it('refuses to undo a batch twice, or an undo', async () => {
    const p = await project()
    const turn = randomUUID()
    await p.commit(turn, chain('eq'))
    await p.undo(turn)
    await expect(p.undo(turn)).rejects.toMatchObject(refused('conflict', 'already undone'))
    const undoBatch = (await p.history())[0]!.batchId
    await expect(p.undo(undoBatch)).rejects.toMatchObject(refused('conflict', 'is an undo'))
    expect((await projects().get(p.tenantId, p.id))?.revision).toBe(3)
  })

  it('lets only one of two concurrent undos of the same batch through', async () => {
    const p = await project()
    const turn = randomUUID()
    await p.commit(turn, chain('eq'))
    const [a, b] = await Promise.allSettled([p.undo(turn), p.undo(turn)])
    expect([a.status, b.status].sort()).toEqual(['fulfilled', 'rejected'])
    const failure = [a, b].find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(failure.reason).toMatchObject(refused('conflict', 'already undone'))
    expect((await p.history()).map((r) => r.actor)).toEqual(['undo', 'agent', 'person'])
  })

  it('closes an undone batch and an undo batch to further commits', async () => {
    const p = await project()
    const turn = randomUUID()
    await p.commit(turn, chain('eq'))
    await p.undo(turn)
    await expect(p.commit(turn, chain('late'))).rejects.toMatchObject(refused('conflict', 'was undone'))
    const undoBatch = (await p.history())[0]!.batchId
    await expect(p.commit(undoBatch, chain('late'))).rejects.toMatchObject(refused('conflict', 'is an undo'))
    expect((await projects().get(p.tenantId, p.id))?.revision).toBe(3)
  })

  it('does not find an unknown project or batch', async () => {
    const p = await project()
    await p.commit(randomUUID(), chain('eq'))
    await expect(p.undo(randomUUID())).rejects.toMatchObject(refused('not_found'))
    await expect(p.undo('turn-1')).rejects.toMatchObject(refused('not_found'))
    const unknown = projects().undoBatch(p.tenantId, randomUUID(), randomUUID())
    await expect(unknown).rejects.toMatchObject(refused('not_found'))
  })

  it('keeps another tenant from undoing a project’s batch', async () => {
    const p = await project()
    const turn = randomUUID()
    const latest = await p.commit(turn, chain('eq'))
    await expect(projects().undoBatch(uid('tenant'), p.id, turn)).rejects.toMatchObject(refused('not_found'))
    expect(await projects().get(p.tenantId, p.id)).toEqual(latest)
    expect((await p.history()).every((r) => r.undoneBy === null)).toBe(true)
  })
})
