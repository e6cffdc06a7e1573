/** One problem in one configuration file. */
export interface CatalogueIssue {
  file: string
  /** Dotted path inside the file (`parameters.properties.temperature.maximum`), or '' for the file itself. */
  field: string
  message: string
}

/**
 * A catalogue that cannot be loaded: at start-up it stops the cockpit (never a half-loaded catalogue),
 * on reload it is the logged reason the previous catalogue stays.
 */
export class CatalogueError extends Error {
  readonly code = 'catalogue_invalid'
  readonly issues: readonly CatalogueIssue[]

  constructor(issues: readonly CatalogueIssue[]) {
    super(issues.map((i) => `${i.file}${i.field ? ` (${i.field})` : ''}: ${i.message}`).join('; '))
    this.name = 'CatalogueError'
    this.issues = issues
  }
}
