import { describe, expect, it } from 'vitest'
import { scrubHostPaths } from './scrub-host-paths.ts'

describe('scrubHostPaths', () => {
  it('keeps only the file name of host paths, in stacks, errors and file URLs', () => {
    expect(scrubHostPaths('Error: boom\n    at run (/work/main/domains/studio/src/forge/x.ts:12:5)')).toBe(
      'Error: boom\n    at run (x.ts:12:5)',
    )
    expect(scrubHostPaths("ENOENT: no such file or directory, open '/home/ci/.data/mindwire/db'")).toBe(
      "ENOENT: no such file or directory, open 'db'",
    )
    expect(scrubHostPaths('at file:///tmp/sandbox-1/module.mjs:1:9')).toBe('at module.mjs:1:9')
    expect(scrubHostPaths('see C:\\Users\\me\\app\\index.js')).toBe('see index.js')
    expect(scrubHostPaths('in /srv/x/lib/a.b.c.js and /etc/passwd')).toBe('in a.b.c.js and passwd')
  })

  it('leaves routes, URLs, ratios and plain text alone', () => {
    const kept = [
      'register it with POST /api/v1/vehicles',
      'see https://example.com/docs/a/b.html',
      '3/4 of the band, 1/2 dB',
      'a/b.ts is relative',
      'nothing here',
    ]
    for (const text of kept) expect(scrubHostPaths(text)).toBe(text)
  })
})
