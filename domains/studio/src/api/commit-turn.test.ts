import { randomUUID } from 'node:crypto'
import { openStore, type Store } from '@mindwire/store'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProjectDocument } from '../chain/chain.ts'
import { newProjectDocument } from '../project/new-project.ts'
import { runStudioTool } from '../project/run-tool.ts'
import { studioStateOf } from '../project/studio-state.ts'
import { studioTools } from '../tools/studio-tools.ts'
import { commitTurn } from './commit-turn.ts'

const tools = studioTools()
let store: Store

beforeAll(async () => {
  store = await openStore({ memory: true })
  await store.tenants.create({ id: 't' })
})
afterAll(async () => {
  await store.close()
})

async function turnAgainstEditedProject(
  personEdit: { tool: string; args: unknown },
  agentEdit: { tool: string; args: unknown },
) {
  const project = await store.projects.create('t', {
    app: 'studio',
    name: 'p',
    document: newProjectDocument() as never,
  })
  const session = await store.sessions.create({
    tenantId: 't',
    app: 'xi-studio',
    state: { projectId: project.id } as never,
    userId: null,
  })
  const agent = studioStateOf(project)
  expect(await runStudioTool(tools, agentEdit.tool, agentEdit.args, agent, { tenantId: 't' })).toMatchObject({
    ok: true,
  })
  // A person edits the project while the agent's turn is running.
  const person = studioStateOf(project)
  expect(
    await runStudioTool(tools, personEdit.tool, personEdit.args, person, { tenantId: 't' }),
  ).toMatchObject({ ok: true })
  await store.projects.commit('t', project.id, {
    document: person.document as never,
    actor: 'person',
    batchId: randomUUID(),
    summary: 'person',
  })
  return { project, session, agent }
}

describe('an agent turn committed after a person changed the project', () => {
  it('is replayed on the newer project, so both changes are kept', async () => {
    const { project, session, agent } = await turnAgainstEditedProject(
      { tool: 'update-param', args: { moduleId: 'highShelf', paramKey: 'gainDb', value: 2 } },
      { tool: 'update-param', args: { moduleId: 'lowShelf', paramKey: 'gainDb', value: -3 } },
    )
    expect((await commitTurn(store, tools, agent, session)).revision).toBe(3)
    const saved = (await store.projects.get('t', project.id))!.document as unknown as ProjectDocument
    const gain = (id: string) => saved.chain.modules.find((module) => module.id === id)!.params.gainDb
    expect([gain('lowShelf'), gain('highShelf')]).toEqual([-3, 2])
  })

  it('fails when its edit no longer applies, and the person’s change stands', async () => {
    const { project, session, agent } = await turnAgainstEditedProject(
      { tool: 'update-link', args: { operation: 'remove', moduleId: 'lowShelf' } },
      { tool: 'update-param', args: { moduleId: 'lowShelf', paramKey: 'gainDb', value: -3 } },
    )
    await expect(commitTurn(store, tools, agent, session)).rejects.toThrow(/no longer applies/)
    const saved = await store.projects.get('t', project.id)
    expect(saved!.revision).toBe(2)
    expect(
      (saved!.document as unknown as ProjectDocument).chain.modules.map((module) => module.id),
    ).not.toContain('lowShelf')
  })
})
