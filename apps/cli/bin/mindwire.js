#!/usr/bin/env node
// The CLI is TypeScript run by Node 24's built-in type stripping. Started by an older Node (the
// machine's own), it re-runs itself on the project's Node 24 from node_modules.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire, enableCompileCache } from 'node:module'
import { dirname, join } from 'node:path'

const major = Number(process.versions.node.split('.')[0])
if (major >= 24) {
  // Every command loads hundreds of modules: V8's compiled code, kept on disk between runs (the OS's temp
  // folder), saves a quarter of the start-up (`mindwire --help` 2.0 → 1.45 s here).
  enableCompileCache()
  await import('../src/main.ts')
} else {
  let node
  try {
    node = join(dirname(createRequire(import.meta.url).resolve('node/package.json')), 'bin', 'node')
  } catch {}
  if (!node || !existsSync(node)) {
    console.error(
      `mindwire needs Node 24 (found ${process.version}); run npm install in the repository first.`,
    )
    process.exit(1)
  }
  const result = spawnSync(node, [process.argv[1], ...process.argv.slice(2)], { stdio: 'inherit' })
  process.exit(result.status ?? 1)
}
