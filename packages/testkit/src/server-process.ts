import { type ChildProcess, spawn } from 'node:child_process'

/**
 * Starts a Node script that runs a server and announces itself with one JSON line on stdout (its URL and
 * key, say); resolves with the child and that line once it is printed, rejects if the child exits first.
 */
export function startAnnouncingProcess<Announced extends object>(
  script: string,
  args: readonly string[],
): Promise<{ child: ChildProcess } & Announced> {
  const child = spawn(process.execPath, [script, ...args])
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk
      const line = output.split('\n').find((l) => l.startsWith('{'))
      if (line) resolve({ child, ...JSON.parse(line) })
    })
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk))
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)))
  })
}
