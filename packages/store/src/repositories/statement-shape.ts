import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'

/**
 * A statement whose text is fixed and only its values vary, with the text written once. The turn writer's
 * set-based statements are the same text for every batch; building each from Drizzle's template and
 * rendering it again cost the event loop about 2–3 % of a dialog request (issue 40).
 */
export interface ShapedStatement {
  /** The statement's text, its values as $1, $2, … */
  readonly text: string
  readonly params: readonly unknown[]
  /** The same statement as Drizzle SQL, for the ways that execute SQL (built only when asked for). */
  toSql(): SQL
}

/** A statement as the store's executors take it. */
export type Statement = SQL | ShapedStatement

const dialect = new PgDialect()

/**
 * Writes `template`'s text once, with placeholders for its values, and then only fills in values. The
 * template must use every value as a parameter (`${value}`), never to choose its text.
 */
export function statementShape(
  template: (...values: unknown[]) => SQL,
): (...values: unknown[]) => ShapedStatement {
  let written: { text: string; order: number[] } | undefined
  return (...values) => {
    if (!written) {
      const placeholders = values.map((_, i) => sql.placeholder(String(i)))
      const query = dialect.sqlToQuery(template(...placeholders))
      written = { text: query.sql, order: query.params.map((param) => Number((param as Placeholder).name)) }
    }
    const { text, order } = written
    return { text, params: order.map((i) => values[i]), toSql: () => template(...values) }
  }
}

/** The statement's text and values. */
export function queryOf(statement: Statement): { sql: string; params: readonly unknown[] } {
  return 'toSql' in statement
    ? { sql: statement.text, params: statement.params }
    : dialect.sqlToQuery(statement)
}

/** The statement as Drizzle SQL. */
export function sqlOf(statement: Statement): SQL {
  return 'toSql' in statement ? statement.toSql() : statement
}
