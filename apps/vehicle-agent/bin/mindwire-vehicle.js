#!/usr/bin/env node
// TypeScript sources run on Node 24's type stripping; an older Node re-runs this on the project's Node 24.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

if (Number(process.versions.node.split('.')[0]) >= 24) {
  await import('../src/main.ts')
} else {
  const node = join(dirname(createRequire(import.meta.url).resolve('node/package.json')), 'bin', 'node')
  process.exit(spawnSync(node, [process.argv[1], ...process.argv.slice(2)], { stdio: 'inherit' }).status ?? 1)
}
