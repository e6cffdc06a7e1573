import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { loadDataFile } from './load-data-file.ts'

const Words = z.object({ source: z.string().min(1), words: z.array(z.string()) })

function file(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'cockpit-data-')), 'words.json')
  writeFileSync(path, text)
  return path
}

describe('loading a cockpit data file', () => {
  it('returns the checked content', () => {
    expect(loadDataFile(file('{"source":"ours","words":["开"]}'), Words)).toEqual({
      source: 'ours',
      words: ['开'],
    })
  })

  it('names the file and the field when the content is wrong', () => {
    const path = file('{"source":"ours","words":[3]}')
    expect(() => loadDataFile(path, Words)).toThrow(`${path}: words.0:`)
  })

  it('names the file when it is not JSON', () => {
    const path = file('{"source": ')
    expect(() => loadDataFile(path, Words)).toThrow(path)
  })
})
