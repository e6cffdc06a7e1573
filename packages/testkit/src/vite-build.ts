import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'

/**
 * Builds the web app in `appDir` with Vite's JS API and its own vite.config.ts (the same as its
 * `npm run build`) into `outDir`, a fresh temporary folder by default, and returns the folder.
 */
export async function buildViteApp(appDir: string, outDir?: string): Promise<string> {
  const target = outDir ?? (await mkdtemp(join(tmpdir(), 'mindwire-app-build-')))
  await build({
    root: appDir,
    configFile: join(appDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: target, emptyOutDir: true },
  })
  return target
}

/** One JavaScript file as a web app's production build emits it, and the source length each package gave it. */
export interface ViteBundle {
  code: string
  /** Rendered (tree-shaken, not yet minified) characters per module id. */
  modules: Map<string, number>
}

/**
 * Bundles the module source `entry` (resolved from `resolveDir`) the way `vite build` does a web app's
 * script: Rolldown's tree-shaking and Vite's default minifier, one chunk, the entry's exports kept.
 */
export async function bundleWithVite(entry: string, resolveDir: string): Promise<ViteBundle> {
  const entryDir = await mkdtemp(join(resolveDir, '.vite-entry-'))
  const entryFile = join(entryDir, 'entry.ts')
  try {
    await writeFile(entryFile, entry)
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: entryDir,
      build: {
        write: false,
        minify: true,
        target: 'es2022',
        modulePreload: false,
        rolldownOptions: {
          input: entryFile,
          preserveEntrySignatures: 'strict',
          output: { codeSplitting: false },
        },
      },
    })
    const outputs = (Array.isArray(result) ? result : [result]) as Array<{ output: ReadonlyArray<unknown> }>
    const chunk = outputs
      .flatMap((o) => o.output)
      .find((o): o is ViteChunk => (o as ViteChunk).type === 'chunk')
    if (!chunk) throw new Error('vite build emitted no chunk')
    const modules = new Map(Object.entries(chunk.modules).map(([id, m]) => [id, m.renderedLength]))
    return { code: chunk.code, modules }
  } finally {
    await rm(entryDir, { recursive: true, force: true })
  }
}

interface ViteChunk {
  type: 'chunk'
  code: string
  modules: Record<string, { renderedLength: number }>
}
