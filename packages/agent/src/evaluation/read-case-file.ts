import { readFile } from 'node:fs/promises'
import type { z } from 'zod'

/**
 * Reads a JSON Lines file of evaluation cases, each line checked against `schema`; a line that does not
 * parse or is not a valid case is an error naming the file and line.
 */
export async function readCaseFile<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
): Promise<Array<z.output<Schema>>> {
  const cases: Array<z.output<Schema>> = []
  const lines = (await readFile(file, 'utf8')).split('\n')
  lines.forEach((line, index) => {
    if (!line.trim()) return
    let json: unknown
    try {
      json = JSON.parse(line)
    } catch (error) {
      throw new Error(`${file}:${index + 1}: ${(error as Error).message}`)
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success)
      throw new Error(
        `${file}:${index + 1}: not a valid case: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      )
    cases.push(parsed.data)
  })
  return cases
}
