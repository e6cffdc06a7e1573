import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { defineTool } from '@mindwire/agent'
import { ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createJimi, type JimiAgent } from './jimi.ts'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

const CYCLES = 10_000
const WARM_UP = 1_000
// Flat within this: before engines' sessions were released, each destroyed engine kept ~1.5 KB
// (13 MB over the measured cycles); V8's own bookkeeping moves by a few hundred kB between samples.
const HEAP_BOUND_BYTES = 2 * 1024 * 1024

function heapAfterGc(): number {
  gc()
  gc()
  return process.memoryUsage().heapUsed
}

describe('the Jimi SDK does not keep what a destroyed engine used (seed 004 §11.2)', () => {
  it(`${CYCLES} create / run / destroy cycles leave the heap flat`, { timeout: 180_000 }, async () => {
    const lookUp = defineTool({
      name: 'product_search',
      description: 'Finds products.',
      parameters: z.object({ query: z.string() }),
      execute: ({ query }) => ({ products: [{ id: 'p1', name: query }] }),
    })
    const agent: JimiAgent = { name: 'shopper', systemPrompt: 'You help people shop.', tools: [lookUp] }
    // Each cycle: a tool call and an answer, so the session holds a whole turn when its engine goes.
    const model = new ScriptedModel(
      (_, index) =>
        index % 2 === 0
          ? { toolCalls: [{ name: 'product_search', args: { query: `耳机 ${index}` }, id: `c${index}` }] }
          : { text: `找到了 ${index}` },
      { record: false },
    )
    const jimi = createJimi({ model })
    let warm = 0
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const engine = jimi.createEngine(agent)
      await new Promise<void>((resolve, reject) => {
        void engine.run('找一副耳机', { onComplete: () => resolve(), onError: reject })
      })
      await jimi.destroyEngine(engine)
      if (cycle === WARM_UP) warm = heapAfterGc()
    }
    const grown = heapAfterGc() - warm
    console.log(
      `jimi leak test: heap ${(grown / 1024).toFixed(0)} kB over ${CYCLES - WARM_UP} cycles, rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`,
    )
    expect(grown).toBeLessThan(HEAP_BOUND_BYTES)
    await jimi.shutdown()
  })
})
