import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { z } from 'zod'

/**
 * Reads one of the cockpit's data files (vocabulary, catalogues, answers under config/) and checks it
 * against its schema, so a file edited by hand fails at load with its name and the field that is wrong,
 * not later as an undefined deep inside a parse. Every data file the engine reads goes through here.
 */
export function loadDataFile<T extends z.ZodType>(file: URL | string, schema: T): z.infer<T> {
  const path = typeof file === 'string' ? file : fileURLToPath(file)
  let json: unknown
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(`${path}: ${(error as Error).message}`)
  }
  const checked = schema.safeParse(json)
  if (checked.success) return checked.data
  const issue = checked.error.issues[0]!
  throw new Error(`${path}: ${issue.path.join('.') || '(root)'}: ${issue.message}`)
}

/** A config file under domains/cockpit/config/, by its path there. */
export function configFile(path: string): URL {
  return new URL(`../../config/${path}`, import.meta.url)
}
