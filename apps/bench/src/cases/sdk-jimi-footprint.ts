import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { BenchCase, BenchRow } from '../bench-row.ts'
import { appBundleSize, bundleSize, kB, sizeRow } from '../bundle-size.ts'
import { round } from '../measure.ts'

const run = promisify(execFile)
const INIT_RUNS = 5

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

/** Wall time, the process's CPU time (all its threads) and heap to import the bundle and build an engine. */
interface InitCost {
  initMs: number
  cpuMs: number
  heapMb: number
}

/** Loads the shipped bundle in a fresh Node process: time to import it and create an engine, and the heap it takes. */
async function initCost(code: Uint8Array): Promise<InitCost> {
  const dir = await mkdtemp(join(tmpdir(), 'jimi-footprint-'))
  try {
    await writeFile(join(dir, 'jimi.mjs'), code)
    const probe = `
      globalThis.gc(); const heap0 = process.memoryUsage().heapUsed; const cpu0 = process.cpuUsage(); const t0 = performance.now();
      const { createJimi } = await import('./jimi.mjs');
      const jimi = createJimi({ llm: { baseUrl: 'http://127.0.0.1:9/v1', modelName: 'qwen-plus' } });
      const { shoppingAgent } = await import('./jimi.mjs');
      const shop = { searchProducts: async () => ({ total: 0, products: [] }), getProduct: async () => undefined,
        queryOrders: async () => [], getCart: async () => ({ items: [], totalAmount: 0 }) };
      jimi.createEngine(shoppingAgent(shop));
      const initMs = performance.now() - t0; const cpu = process.cpuUsage(cpu0); globalThis.gc();
      console.log(JSON.stringify({ initMs, cpuMs: (cpu.user + cpu.system) / 1000, heapMb: (process.memoryUsage().heapUsed - heap0) / 1048576 }));`
    await writeFile(join(dir, 'probe.mjs'), probe)
    const { stdout } = await run(process.execPath, ['--expose-gc', join(dir, 'probe.mjs')], { cwd: dir })
    return JSON.parse(stdout) as InitCost
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
    'the embeddable shopping assistant (@mindwire/jimi + the three tools) as a Vite app ships it: size, packages in it, init time (median of 5 cold starts), heap',
  async run(progress) {
    // Measured as an app ships it (Vite); the esbuild figure stays beside it, see `appBundleSize`.
    const ours = await appBundleSize(OURS)
    progress(1, 4)
    const peer = await appBundleSize(PEER)
    progress(2, 4)
    const remote = await appBundleSize(REMOTE)
    progress(3, 4)
    const oursEsbuild = await bundleSize(OURS)
    const peerEsbuild = await bundleSize(PEER)
    // A fresh process each time; the median, since one cold start on a shared machine is mostly its load.
    const starts: InitCost[] = []
    for (let i = 0; i < INIT_RUNS; i++) starts.push(await initCost(ours.code))
    const init = starts.sort((a, b) => a.initMs - b.initMs)[Math.floor(INIT_RUNS / 2)]!
    progress(4, 4)
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
      sizeRow('sdk/jimi-bundle-min-esbuild', oursEsbuild.minified, PEER_NAME, peerEsbuild.minified),
      {
        name: 'sdk/jimi-init-ms-p50',
        value: round(init.initMs, 1),
        unit: 'ms',
        target: '≤ 100 ms (seed 004 §11.2)',
      },
      {
        // The same start's CPU: what the init costs on a quiet machine, where wall ≈ CPU.
        name: 'sdk/jimi-init-cpu-ms',
        value: round(init.cpuMs, 1),
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
      rows.push({ name: `sdk/jimi-bundle/${name}`, value: kB(bytes), unit: 'kB before minify' })
    return rows
  },
}
