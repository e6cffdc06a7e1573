import { createHash, randomBytes } from 'node:crypto'
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openStore } from '../open-store.ts'

const MIGRATIONS = fileURLToPath(new URL('../../migrations', import.meta.url))

/**
 * A fresh PGlite data folder with every migration applied, copied from a template built once per schema:
 * starting PGlite on an existing folder takes a fraction of a second, creating one takes seconds.
 */
export async function freshPgliteDataDir(): Promise<{ dataDir: string; remove(): Promise<void> }> {
  const template = await ensureTemplate()
  const parent = await mkdtemp(join(tmpdir(), 'mindwire-store-'))
  const dataDir = join(parent, 'data')
  await cp(template, dataDir, { recursive: true })
  return { dataDir, remove: () => rm(parent, { recursive: true, force: true }) }
}

async function ensureTemplate(): Promise<string> {
  const template = join(tmpdir(), `mindwire-store-template-${await templateKey()}`)
  if (await exists(template)) return template
  const building = join(tmpdir(), `mindwire-store-building-${randomBytes(4).toString('hex')}`)
  await (await openStore({ dataDir: building })).close()
  try {
    await rename(building, template)
  } catch (error) {
    // Another test file built it at the same time; theirs is as good as ours.
    await rm(building, { recursive: true, force: true })
    if (!(await exists(template))) throw error
  }
  return template
}

/** Changes whenever the schema, PGlite or the availability of pgvector does. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256')
  for (const file of await listFiles(MIGRATIONS))
    hash.update(file).update(await readFile(join(MIGRATIONS, file)))
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  hash.update(await readFile(join(dirname(pgliteEntry), '..', 'package.json')))
  return hash.digest('hex').slice(0, 16)
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort()
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}
