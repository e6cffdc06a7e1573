import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { bundleWithVite } from '@mindwire/testkit/vite'
import { build, type Metafile } from 'esbuild'
import type { BenchRow } from './bench-row.ts'
import { round } from './measure.ts'

const HERE = fileURLToPath(new URL('.', import.meta.url))

/** What a browser downloads for an entry: esbuild's minified ESM bundle, its gzip, and what is in it. */
export interface BundleSize {
  code: Uint8Array
  minified: number
  gzip: number
  /** Minified bytes per package (workspace packages as @mindwire/<folder>). */
  packages: Map<string, number>
}

/** Bundles `entry` the way a web app's build does (minified ESM for browsers), `external` left out. */
export async function bundleSize(entry: string, external: readonly string[] = []): Promise<BundleSize> {
  const result = await build({
    stdin: { contents: entry, resolveDir: HERE, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: [...external],
    metafile: true,
    write: false,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]!.contents
  return {
    code,
    minified: code.byteLength,
    gzip: gzipSync(code, { level: 9 }).byteLength,
    packages: byPackage(result.metafile),
  }
}

/**
 * What a browser downloads for an entry when a web app built with Vite imports it (the build every app
 * here uses): Rolldown's tree-shaking and minifier. `packages` holds each package's share *before*
 * minification, as Rolldown reports it per module. esbuild keeps every locale of zod 4 whenever a module
 * imports its `z` namespace by name (`import { z } from 'zod/v4'`, as the AI SDK's providers do: +264 kB);
 * Rolldown, like Rollup and webpack, drops them.
 */
export async function appBundleSize(entry: string): Promise<BundleSize> {
  const bundle = await bundleWithVite(entry, HERE)
  const code = new TextEncoder().encode(bundle.code)
  const packages = new Map<string, number>()
  for (const [id, length] of bundle.modules) {
    const name = packageOf(id)
    packages.set(name, (packages.get(name) ?? 0) + length)
  }
  return { code, minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, packages }
}

function byPackage(metafile: Metafile): Map<string, number> {
  const sizes = new Map<string, number>()
  for (const output of Object.values(metafile.outputs))
    for (const [path, input] of Object.entries(output.inputs)) {
      const name = packageOf(path)
      sizes.set(name, (sizes.get(name) ?? 0) + input.bytesInOutput)
    }
  return sizes
}

function packageOf(path: string): string {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)
  if (modules) return modules[1]!
  const workspace = /(?:packages|domains)\/([^/]+)\//.exec(path)
  return workspace ? `@mindwire/${workspace[1]}` : 'other'
}

export const kB = (bytes: number) => round(bytes / 1024, 1)

/** A size row beside its peer's: both in kB and ours ÷ theirs. */
export function sizeRow(
  name: string,
  bytes: number,
  peer: string,
  peerBytes: number,
  target?: string,
): BenchRow {
  return {
    name,
    value: kB(bytes),
    unit: 'kB',
    peer,
    peerValue: kB(peerBytes),
    ratio: round(bytes / peerBytes, 2),
    ...(target ? { target } : {}),
  }
}
