import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import type { ProjectArtifactKind } from '../project-artifact-types.ts'
import type { JSONValueLike } from '../store-types.ts'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'

describeEachDriver('project artifacts', (fixture) => {
  const artifacts = () => fixture.store.projectArtifacts
  const newProject = (tenantId: string) =>
    fixture.store.projects.create(tenantId, { app: 'studio', name: 'Sedan', document: { modules: [] } })
  const add = (tenantId: string, projectId: string, kind: ProjectArtifactKind, title: string) =>
    artifacts().add(tenantId, { projectId, kind, title, data: { title } })
  // PGlite's clock has millisecond resolution: step past it so the next artifact is strictly newer.
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

  it('adds an artifact and reads it back whole; the list leaves its data out', async () => {
    const tenantId = uid('tenant')
    const project = await newProject(tenantId)
    const sessionId = randomUUID()
    const data: JSONValueLike = { frequencies: [20, 1000, 20000], gains: [-1.5, 0, 2], note: '"quoted"' }
    const added = await artifacts().add(tenantId, {
      projectId: project.id,
      kind: 'measurement',
      title: 'Cabin sweep',
      data,
      sessionId,
    })
    expect(added).toMatchObject({
      projectId: project.id,
      kind: 'measurement',
      title: 'Cabin sweep',
      sessionId,
    })
    expect(added.data).toEqual(data)
    expect(added.createdAt).toBeInstanceOf(Date)
    expect(added).not.toHaveProperty('tenantId')
    expect(await artifacts().get(tenantId, project.id, added.id)).toEqual(added)

    const [listed, ...rest] = await artifacts().list(tenantId, project.id)
    expect(rest).toEqual([])
    const { data: _, ...summary } = added
    expect(listed).toEqual(summary)
    expect(listed).not.toHaveProperty('data')
  })

  it('takes the caller’s id, keeps a JSON string as stored, and refuses an id the project already has', async () => {
    const tenantId = uid('tenant')
    const project = await newProject(tenantId)
    const id = randomUUID()
    const code = 'export const gain = 1.5\n'
    const added = await artifacts().add(tenantId, {
      projectId: project.id,
      id,
      kind: 'generated-code',
      title: 'gain.ts',
      data: code,
    })
    expect(added).toMatchObject({ id, sessionId: null, data: code })
    expect((await artifacts().get(tenantId, project.id, id))?.data).toBe(code)
    const again = artifacts().add(tenantId, {
      projectId: project.id,
      id,
      kind: 'test-run',
      title: 't',
      data: {},
    })
    await expect(again).rejects.toMatchObject({ name: 'StoreError', code: 'conflict' })
  })

  it('lists a project’s artifacts newest first, by kind, up to a limit', async () => {
    const tenantId = uid('tenant')
    const [project, sibling] = [await newProject(tenantId), await newProject(tenantId)]
    await add(tenantId, project.id, 'measurement', 'sweep 1')
    await tick()
    await add(tenantId, project.id, 'test-run', 'run 1')
    await tick()
    await add(tenantId, project.id, 'measurement', 'sweep 2')
    await tick()
    await add(tenantId, project.id, 'generated-code', 'dsp.c')
    await add(tenantId, sibling.id, 'measurement', 'other project')

    const titles = async (options?: Parameters<ReturnType<typeof artifacts>['list']>[2]) =>
      (await artifacts().list(tenantId, project.id, options)).map((a) => a.title)
    expect(await titles()).toEqual(['dsp.c', 'sweep 2', 'run 1', 'sweep 1'])
    expect(await titles({ kind: 'measurement' })).toEqual(['sweep 2', 'sweep 1'])
    expect(await titles({ kind: 'test-run' })).toEqual(['run 1'])
    expect(await titles({ limit: 2 })).toEqual(['dsp.c', 'sweep 2'])
    expect(await titles({ kind: 'measurement', limit: 1 })).toEqual(['sweep 2'])
    expect((await artifacts().list(tenantId, sibling.id)).map((a) => a.title)).toEqual(['other project'])
    expect(await artifacts().list(tenantId, randomUUID())).toEqual([])
    expect(await artifacts().list(tenantId, 'not-a-uuid')).toEqual([])
  })

  it('keeps another tenant from adding to or reading a project’s artifacts', async () => {
    const [tenantId, other] = [uid('tenant'), uid('tenant')]
    const project = await newProject(tenantId)
    const mine = await add(tenantId, project.id, 'measurement', 'mine')

    await expect(add(other, project.id, 'test-run', 'theirs')).rejects.toMatchObject({
      name: 'StoreError',
      code: 'not_found',
    })
    await expect(add(tenantId, randomUUID(), 'test-run', 'nowhere')).rejects.toMatchObject({
      code: 'not_found',
    })
    expect(await artifacts().get(other, project.id, mine.id)).toBeUndefined()
    expect(await artifacts().list(other, project.id)).toEqual([])
    expect(await artifacts().get(tenantId, project.id, randomUUID())).toBeUndefined()
    expect(await artifacts().get(tenantId, project.id, 'not-a-uuid')).toBeUndefined()
    expect((await artifacts().list(tenantId, project.id)).map((a) => a.id)).toEqual([mine.id])
  })

  it('deletes a project’s artifacts with the project', async () => {
    const tenantId = uid('tenant')
    const project = await newProject(tenantId)
    const artifact = await add(tenantId, project.id, 'test-run', 'run')
    await add(tenantId, project.id, 'generated-code', 'code')
    expect(await fixture.store.projects.delete(tenantId, project.id)).toBe(true)
    expect(await artifacts().get(tenantId, project.id, artifact.id)).toBeUndefined()
    expect(await artifacts().list(tenantId, project.id)).toEqual([])
    const left = await fixture.query<{ n: number }>(
      'select count(*)::int as n from project_artifacts where project_id = $1',
      [project.id],
    )
    expect(left[0]?.n).toBe(0)
  })

  it('refuses an unknown kind and ids that are not uuids, and stores nothing', async () => {
    const tenantId = uid('tenant')
    const project = await newProject(tenantId)
    const valid = { projectId: project.id, kind: 'measurement' as const, title: 't', data: {} }
    const refused = [
      { ...valid, kind: 'screenshot' as ProjectArtifactKind },
      { ...valid, projectId: 'project-1' },
      { ...valid, id: 'artifact-1' },
      { ...valid, sessionId: 'session-1' },
    ]
    for (const input of refused) {
      await expect(artifacts().add(tenantId, input)).rejects.toMatchObject({
        name: 'StoreError',
        code: 'invalid_input',
      })
    }
    const unknownKind = artifacts().list(tenantId, project.id, { kind: 'screenshot' as ProjectArtifactKind })
    await expect(unknownKind).rejects.toMatchObject({ code: 'invalid_input' })
    expect(await artifacts().list(tenantId, project.id)).toEqual([])
  })

  it('keeps the kind to the three the studio produces, even for a write around the repository', async () => {
    const tenantId = uid('tenant')
    const project = await newProject(tenantId)
    const write = fixture.query(
      `insert into project_artifacts (tenant_id, project_id, kind, title, data) values ($1, $2, 'screenshot', 't', '{}')`,
      [tenantId, project.id],
    )
    await expect(write).rejects.toThrow(/project_artifacts_kind_check/)
  })
})
