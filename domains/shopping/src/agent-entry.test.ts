import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { expect, it } from 'vitest'

// The shopping assistant also runs embedded in a web page (@mindwire/jimi): its entry must bundle for a
// browser, with no store, database driver or native segmenter pulled in behind an import.
it('bundles the embeddable shopping entry for a browser, with no server part in it', async () => {
  const entry = fileURLToPath(new URL('./agent-entry.ts', import.meta.url))
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'browser',
    format: 'esm',
    logLevel: 'silent',
  })
  const inputs = Object.keys(result.metafile.inputs)
  expect(inputs.some((path) => path.includes('agent-entry.ts'))).toBe(true)
  expect(
    inputs.filter((path) => /packages\/store|@electric-sql|node_modules\/pg\/|@node-rs\/jieba/.test(path)),
  ).toEqual([])
})
