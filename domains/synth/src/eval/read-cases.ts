import { readFile } from 'node:fs/promises'
import { SynthEvalCase } from './eval-case.ts'

/** Reads a JSON Lines file of cases; a line that is not a valid case is an error naming the file and line. */
export async function readSynthCases(file: string): Promise<SynthEvalCase[]> {
  const cases: SynthEvalCase[] = []
  const lines = (await readFile(file, 'utf8')).split('\n')
  lines.forEach((line, index) => {
    if (!line.trim()) return
    const parsed = SynthEvalCase.safeParse(JSON.parse(line))
    if (!parsed.success)
      throw new Error(
        `${file}:${index + 1}: not a valid case: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      )
    cases.push(parsed.data)
  })
  return cases
}
