/**
 * Whether a backslash in '…' is an ordinary character (the default since PostgreSQL 9.1): only then may
 * a script write its values in as literals.
 */
export async function standardStrings(client: {
  query(text: string): Promise<{ rows: unknown[] }>
}): Promise<boolean> {
  const { rows } = await client.query('show standard_conforming_strings')
  const [row] = rows as Array<{ standard_conforming_strings?: string }>
  return row?.standard_conforming_strings === 'on'
}
