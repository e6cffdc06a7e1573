/** The failures section of an eval's text report: a count, then the first `shown` as `line` writes them. */
export function renderFailures<Failure>(
  failures: readonly Failure[],
  shown: number,
  line: (failure: Failure) => string,
): string[] {
  const more = failures.length > shown ? ` (first ${shown}; --json lists all)` : ''
  return [`failures: ${failures.length}${more}`, ...failures.slice(0, shown).map(line)]
}
