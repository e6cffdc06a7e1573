import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import type { BenchCase, BenchRow } from '../bench-row.ts'
import { round } from '../measure.ts'

const HERE = fileURLToPath(new URL('.', import.meta.url))

/** What a browser downloads for an entry: esbuild's minified ESM bundle, vue left external, and its gzip. */
export async function bundleSize(entry: string): Promise<{ minified: number; gzip: number }> {
  const result = await build({
    stdin: { contents: entry, resolveDir: HERE, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: ['vue'],
    write: false,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]!.contents
  return { minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength }
}

const kB = (bytes: number) => round(bytes / 1024, 1)

/**
 * The browser SDK's weight beside the AI SDK's Vue binding, each bundled the same way (everything it
 * exports, so tree-shaking favours neither). Ours includes the UI components and speech input;
 * `@ai-sdk/vue` is hooks only (useChat, useCompletion, useObject) over `ai`'s client code.
 */
export const sdkBundleSize: BenchCase = {
  name: 'sdk/bundle-size',
  description: 'esbuild minified + gzip, vue external: @mindwire/client, @mindwire/vue vs @ai-sdk/vue',
  async run(progress) {
    const client = await bundleSize(`export * from '@mindwire/client'`)
    progress(1, 4)
    const vue = await bundleSize(`export * from '@mindwire/vue'`)
    progress(2, 4)
    const peer = await bundleSize(`export * from '@ai-sdk/vue'`)
    progress(3, 4)
    // What a chat-only page imports: one composable each, the rest tree-shaken away.
    const ourHook = await bundleSize(`export { useCopilot } from '@mindwire/vue'`)
    const peerHook = await bundleSize(`export { Chat } from '@ai-sdk/vue'`)
    progress(4, 4)
    const side = (value: number, peerValue: number) => ({
      peer: '@ai-sdk/vue',
      peerValue: kB(peerValue),
      ratio: round(value / peerValue, 2),
    })
    const rows: BenchRow[] = [
      {
        name: 'sdk/bundle-size-client-min',
        value: kB(client.minified),
        unit: 'kB',
        ...side(client.minified, peer.minified),
      },
      {
        name: 'sdk/bundle-size-client-gzip',
        value: kB(client.gzip),
        unit: 'kB',
        ...side(client.gzip, peer.gzip),
      },
      {
        name: 'sdk/bundle-size-vue-min',
        value: kB(vue.minified),
        unit: 'kB',
        ...side(vue.minified, peer.minified),
        target: '≤ 0.5 × @ai-sdk/vue (ours with client and components)',
      },
      {
        name: 'sdk/bundle-size-vue-gzip',
        value: kB(vue.gzip),
        unit: 'kB',
        ...side(vue.gzip, peer.gzip),
        target: '≤ 0.5 × @ai-sdk/vue (ours with client and components)',
      },
      {
        name: 'sdk/bundle-size-use-copilot-gzip',
        value: kB(ourHook.gzip),
        unit: 'kB',
        ...side(ourHook.gzip, peerHook.gzip),
        target: '≤ 0.5 × @ai-sdk/vue Chat (one chat composable each)',
      },
    ]
    return rows
  },
}
