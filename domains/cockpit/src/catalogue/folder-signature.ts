import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Names, sizes and modification times of a folder's files: equal signatures mean nothing changed. */
export function folderSignature(dirs: readonly string[]): string {
  const parts: string[] = []
  for (const dir of dirs) {
    let names: string[]
    try {
      names = readdirSync(dir).sort()
    } catch {
      parts.push(`${dir}:missing`)
      continue
    }
    for (const name of names) {
      try {
        const stat = statSync(join(dir, name))
        parts.push(`${dir}/${name}:${stat.size}:${stat.mtimeMs}`)
      } catch {
        // Removed between the listing and the stat: the next poll sees the folder as it is.
      }
    }
  }
  return parts.join('\n')
}

/**
 * Calls `onChange` when files are added, changed or removed in `dirs`. Polls, since fs.watch misses
 * events on network and container file systems; the timer does not keep the process alive.
 */
export function watchFolders(dirs: readonly string[], intervalMs: number, onChange: () => void): () => void {
  let last = folderSignature(dirs)
  const timer = setInterval(() => {
    const now = folderSignature(dirs)
    if (now === last) return
    last = now
    onChange()
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
