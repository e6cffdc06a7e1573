import type { BenchCase, BenchRow } from '../bench-row.ts'
import { bundleSize, sizeRow } from '../bundle-size.ts'

const VUE = ['vue']
const PEER = '@ai-sdk/vue'

/**
 * The browser SDK's weight beside the AI SDK's Vue binding, each bundled the same way (everything it
 * exports, so tree-shaking favours neither). Ours includes the UI components and speech input;
 * `@ai-sdk/vue` is hooks only (useChat, useCompletion, useObject) over `ai`'s client code.
 */
export const sdkBundleSize: BenchCase = {
  name: 'sdk/bundle-size',
  description: 'esbuild minified + gzip, vue external: @mindwire/client, @mindwire/vue vs @ai-sdk/vue',
  async run(progress) {
    const client = await bundleSize(`export * from '@mindwire/client'`, VUE)
    progress(1, 4)
    const vue = await bundleSize(`export * from '@mindwire/vue'`, VUE)
    progress(2, 4)
    const peer = await bundleSize(`export * from '@ai-sdk/vue'`, VUE)
    progress(3, 4)
    // What a chat-only page imports: one composable each, the rest tree-shaken away.
    const ourHook = await bundleSize(`export { useCopilot } from '@mindwire/vue'`, VUE)
    const peerHook = await bundleSize(`export { Chat } from '@ai-sdk/vue'`, VUE)
    progress(4, 4)
    const rows: BenchRow[] = [
      sizeRow('sdk/bundle-size-client-min', client.minified, PEER, peer.minified),
      sizeRow('sdk/bundle-size-client-gzip', client.gzip, PEER, peer.gzip),
      sizeRow(
        'sdk/bundle-size-vue-min',
        vue.minified,
        PEER,
        peer.minified,
        '≤ 0.5 × @ai-sdk/vue (ours with client and components)',
      ),
      sizeRow(
        'sdk/bundle-size-vue-gzip',
        vue.gzip,
        PEER,
        peer.gzip,
        '≤ 0.5 × @ai-sdk/vue (ours with client and components)',
      ),
      sizeRow(
        'sdk/bundle-size-use-copilot-gzip',
        ourHook.gzip,
        PEER,
        peerHook.gzip,
        '≤ 0.5 × @ai-sdk/vue Chat (one chat composable each)',
      ),
    ]
    return rows
  },
}
