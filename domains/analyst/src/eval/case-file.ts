import { readFile } from 'node:fs/promises'
import { type CaseDescription, caseDescriptionSchema } from './case-schema.ts'

/** Lines starting with this are comments: JSON Lines has none, and the sets need a header saying what they are for. */
const COMMENT = '//'

/** Parses a cases file; a bad line fails with its file and line number. */
export function parseCases(text: string, file = 'cases'): CaseDescription[] {
  const cases: CaseDescription[] = []
  const ids = new Set<string>()
  text.split('\n').forEach((line, index) => {
    const trimmed = line.trim()
    if (!trimmed || trimmed.startsWith(COMMENT)) return
    let json: unknown
    try {
      json = JSON.parse(trimmed)
    } catch (error) {
      throw new Error(`${file}:${index + 1}: not JSON: ${(error as Error).message}`)
    }
    const parsed = caseDescriptionSchema.safeParse(json)
    if (!parsed.success)
      throw new Error(
        `${file}:${index + 1}: not a valid case: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      )
    if (ids.has(parsed.data.id)) throw new Error(`${file}:${index + 1}: duplicate id ${parsed.data.id}`)
    ids.add(parsed.data.id)
    cases.push(parsed.data)
  })
  return cases
}

/** Reads and validates a cases file from disk. */
export async function readCases(file: string): Promise<CaseDescription[]> {
  return parseCases(await readFile(file, 'utf8'), file)
}

/** The text of a cases file: header comment lines, then one case per line. */
export function formatCases(header: string[], cases: CaseDescription[]): string {
  return (
    [...header.map((line) => `${COMMENT} ${line}`), ...cases.map((c) => JSON.stringify(c))].join('\n') + '\n'
  )
}
