import { readCaseFile } from '@mindwire/agent/evaluation'
import { SynthEvalCase } from './eval-case.ts'

/** Reads a JSON Lines file of cases; a line that is not a valid case is an error naming the file and line. */
export function readSynthCases(file: string): Promise<SynthEvalCase[]> {
  return readCaseFile(file, SynthEvalCase)
}
