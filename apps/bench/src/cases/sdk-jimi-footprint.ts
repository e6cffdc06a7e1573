import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { BenchCase, BenchRow } from '../bench-row.ts'
import { bundleSize, kB, sizeRow } from '../bundle-size.ts'
import { round } from '../measure.ts'

const run = promisify(execFile)

/**
 * The embeddable shopping assistant as an app ships it (seed 004 §7): the Jimi surface, the loop, the
 * OpenAI-compatible provider and the three shopping tools with their rules.
 */
const OURS = `export { createJimi } from '@mindwire/jimi'
export { shoppingAgent } from '@mindwire/shopping/agent'`
/** The same surface with the loop on a Mindwire server: only the client in the app. */
const REMOTE = `export { createRemoteJimi } from '@mindwire/jimi/remote'`
/** The same job with the AI SDK's own loop (streamText with tools over the same provider). */
const PEER_NAME = 'ai streamText + openai-compatible'
const PEER = `export { streamText, tool, stepCountIs } from 'ai'
export { createOpenAICompatible } from '@ai-sdk/openai-compatible'`

/** Loads the bundle in a fresh Node process: time to import it and create an engine, and the heap it takes. */
async function initCost(code: Uint8Array): Promise<{ initMs: number; heapMb: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'jimi-footprint-'))
  try {
    await writeFile(join(dir, 'jimi.mjs'), code)
    const probe = `
      globalThis.gc(); const heap0 = process.memoryUsage().heapUsed; const t0 = performance.now();
      const { createJimi } = await import('./jimi.mjs');
      const jimi = createJimi({ llm: { baseUrl: 'http://127.0.0.1:9/v1', modelName: 'qwen-plus' } });
      const { shoppingAgent } = await import('./jimi.mjs');
      const shop = { searchProducts: async () => ({ total: 0, products: [] }), getProduct: async () => undefined,
        queryOrders: async () => [], getCart: async () => ({ items: [], totalAmount: 0 }) };
      jimi.createEngine(shoppingAgent(shop));
      const initMs = performance.now() - t0; globalThis.gc();
      console.log(JSON.stringify({ initMs, heapMb: (process.memoryUsage().heapUsed - heap0) / 1048576 }));`
    await writeFile(join(dir, 'probe.mjs'), probe)
    const { stdout } = await run(process.execPath, ['--expose-gc', join(dir, 'probe.mjs')], { cwd: dir })
    return JSON.parse(stdout) as { initMs: number; heapMb: number }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * Seed 004 §7/§11.2: the embeddable engine's size (≤ 500 KB), initialisation (≤ 100 ms) and memory
 * (≤ 20 MB), beside the AI SDK's own tool loop bundled the same way; one row per package in our bundle.
 */
export const sdkJimiFootprint: BenchCase = {
  name: 'sdk/jimi-footprint',
  description:
    'the embeddable shopping assistant (@mindwire/jimi + the three tools) for a browser: size, packages in it, init time, heap',
  async run(progress) {
    const ours = await bundleSize(OURS)
    progress(1, 3)
    const peer = await bundleSize(PEER)
    progress(2, 3)
    const remote = await bundleSize(REMOTE)
    const init = await initCost(ours.code)
    progress(3, 3)
    const rows: BenchRow[] = [
      sizeRow('sdk/jimi-bundle-min', ours.minified, PEER_NAME, peer.minified, '≤ 500 KB (seed 004 §7)'),
      sizeRow('sdk/jimi-bundle-gzip', ours.gzip, PEER_NAME, peer.gzip),
      sizeRow(
        'sdk/jimi-remote-bundle-min',
        remote.minified,
        PEER_NAME,
        peer.minified,
        '≤ 500 KB (seed 004 §7)',
      ),
      sizeRow('sdk/jimi-remote-bundle-gzip', remote.gzip, PEER_NAME, peer.gzip),
      {
        name: 'sdk/jimi-init-ms',
        value: round(init.initMs, 1),
        unit: 'ms',
        target: '≤ 100 ms (seed 004 §11.2)',
      },
      {
        name: 'sdk/jimi-init-heap',
        value: round(init.heapMb, 2),
        unit: 'MB',
        target: '≤ 20 MB (seed 004 §11.2)',
      },
    ]
    const packages = [...ours.packages].filter(([, bytes]) => bytes >= 512).sort((a, b) => b[1] - a[1])
    for (const [name, bytes] of packages)
      rows.push({ name: `sdk/jimi-bundle-min/${name}`, value: kB(bytes), unit: 'kB' })
    return rows
  },
}
