import { describe, expect, it } from 'vitest'
import { MODULE_CATALOGUE } from '../catalogue/catalogue.ts'
import { applyOperations } from '../graph/apply-operation.ts'
import type { CanvasSnapshot, ClientOperation } from '../graph/canvas.ts'
import { normalizeSnapshot } from '../graph/normalize.ts'
import { emptyCanvas, runTool } from '../testing/tool-harness.ts'
import { addModuleTool } from './add-module.ts'
import { connectModulesTool } from './connect-modules.ts'
import { deleteModuleTool } from './delete-module.ts'
import { disconnectModulesTool } from './disconnect-modules.ts'
import { updateModuleParameterTool } from './update-module-parameter.ts'

/** A small deterministic generator, so a failure replays the same way. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

async function randomRun(seed: number, calls: number) {
  const next = random(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const canvas: CanvasSnapshot = emptyCanvas()
  const original = structuredClone(canvas)
  const operations: ClientOperation[] = []
  let failures = 0
  for (let i = 0; i < calls; i++) {
    const ids = canvas.nodes.map((node) => node.id)
    const roll = next()
    let run: Awaited<ReturnType<typeof runTool>>
    if (roll < 0.3 || ids.length < 2) {
      run = await runTool(addModuleTool, { type: pick(MODULE_CATALOGUE).type }, canvas)
    } else if (roll < 0.55) {
      const id = pick(ids)
      const node = canvas.nodes.find((candidate) => candidate.id === id)!
      const parameter = pick([
        ...(MODULE_CATALOGUE.find((d) => d.type === node.type)?.parameters ?? []),
        { name: 'enabled' },
      ])
      const value = next() < 0.5 ? Math.round(next() * 3000) / 10 : pick(['sine', 'square', true, false, '+'])
      run = await runTool(
        updateModuleParameterTool,
        { moduleId: node.id, parameter: parameter.name, value },
        canvas,
      )
    } else if (roll < 0.85) {
      run = await runTool(connectModulesTool, { sourceId: pick(ids), targetId: pick(ids) }, canvas)
    } else if (roll < 0.93 && canvas.edges.length > 0) {
      run = await runTool(disconnectModulesTool, { edgeId: pick(canvas.edges).id }, canvas)
    } else {
      run = await runTool(deleteModuleTool, { moduleId: next() < 0.9 ? pick(ids) : 'ghost' }, canvas)
    }
    if (!run.ok) failures++
    operations.push(...run.operations)
  }
  return { canvas, original, operations, failures }
}

describe('replaying the operations of a run reproduces the tools’ canvas', () => {
  for (const seed of [1, 7, 42, 2024]) {
    it(`seed ${seed}: 400 random calls, successes and failures mixed`, async () => {
      const { canvas, original, operations, failures } = await randomRun(seed, 400)
      expect(failures).toBeGreaterThan(0)
      expect(canvas.edges.length).toBeGreaterThan(0)
      // The browser receives the operations as JSON.
      const received = JSON.parse(JSON.stringify(operations)) as ClientOperation[]
      expect(applyOperations(original, received)).toEqual(canvas)
      expect(normalizeSnapshot(JSON.parse(JSON.stringify(canvas)))).toEqual(canvas)
    })
  }

  it('number inputs never end up with two sources', async () => {
    const { canvas } = await randomRun(99, 600)
    const sources = new Map<string, number>()
    for (const edge of canvas.edges) {
      const node = canvas.nodes.find((candidate) => candidate.id === edge.target)!
      const port = MODULE_CATALOGUE.find((d) => d.type === node.type)!.inputs.find(
        (p) => p.name === edge.targetHandle,
      )!
      if (port.type !== 'number') continue
      const key = `${edge.target}.${edge.targetHandle}`
      sources.set(key, (sources.get(key) ?? 0) + 1)
    }
    expect([...sources.values()].every((count) => count === 1)).toBe(true)
  })
})
