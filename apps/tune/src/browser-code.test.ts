import { readdir, readFile } from 'node:fs/promises'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// What the browser loads must not import Node: only tests and src/testing run in Node.
const SRC = fileURLToPath(new URL('.', import.meta.url))
const NODE = new Set(builtinModules)

async function browserFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const files = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return entry.name === 'testing' ? [] : browserFiles(path)
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
    }),
  )
  return files.flat()
}

describe('the tuning studio’s browser code', () => {
  it('imports no Node built-in module', async () => {
    const offenders: string[] = []
    for (const file of await browserFiles(SRC)) {
      const source = await readFile(file, 'utf8')
      for (const [, specifier] of source.matchAll(/from\s+'([^']+)'/g))
        if (specifier!.startsWith('node:') || NODE.has(specifier!))
          offenders.push(`${relative(SRC, file)}: ${specifier}`)
    }
    expect(offenders).toEqual([])
  })
})
