/** A one-line progress bar on stderr, redrawn in place on a terminal and silent otherwise. */
export function progressBar(label: string, total: number): { tick(): void; done(): void } {
  let count = 0
  const draw = () => {
    if (!process.stderr.isTTY) return
    const width = 30
    const filled = Math.round((count / Math.max(1, total)) * width)
    process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${count}/${total}`)
  }
  draw()
  return {
    tick() {
      count++
      if (count % 10 === 0 || count === total) draw()
    },
    done() {
      if (process.stderr.isTTY) process.stderr.write('\n')
    },
  }
}
