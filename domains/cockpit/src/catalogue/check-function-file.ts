import type { CatalogueIssue } from './catalogue-error.ts'
import type { FunctionFile, ParameterSpec } from './function-file.ts'

/**
 * What the file format's schema cannot see: names that must agree with each other and values that must
 * make sense together. Every problem is reported with its field, so an operator fixes them in one pass.
 */
export function checkFunctionFile(file: FunctionFile, fileName: string): CatalogueIssue[] {
  const issues: CatalogueIssue[] = []
  const issue = (field: string, message: string) => issues.push({ file: fileName, field, message })
  if (`${file.name}.json` !== fileName.split(/[\\/]/).pop()) {
    issue('name', `must match the file name (${file.name}.json)`)
  }
  checkSpec(file.parameters, 'parameters', issue)
  const properties = file.parameters.properties ?? {}
  const actions = new Set(properties.action?.enum ?? [])
  const conditions = [
    ...(file.requiredWhen ?? []).map((rule, i) => ({
      at: `requiredWhen.${i}`,
      ...rule,
      fields: [rule.field],
    })),
    ...(file.anyOfWhen ?? []).map((rule, i) => ({ at: `anyOfWhen.${i}`, ...rule })),
  ]
  for (const rule of conditions) {
    for (const action of rule.actions) {
      if (!actions.has(action)) issue(`${rule.at}.actions`, `"${action}" is not a value of parameter action`)
    }
    for (const field of rule.fields) {
      if (!(field in properties)) issue(`${rule.at}`, `"${field}" is not a parameter`)
    }
  }
  checkLexicon(file, issue)
  return issues
}

type Report = (field: string, message: string) => void

function checkSpec(spec: ParameterSpec, at: string, issue: Report): void {
  if (spec.enum && spec.type !== 'string') issue(`${at}.enum`, 'only string parameters have an enum')
  if (spec.minimum !== undefined && spec.maximum !== undefined && spec.minimum > spec.maximum) {
    issue(`${at}.minimum`, `minimum ${spec.minimum} is above maximum ${spec.maximum}`)
  }
  if (spec.pattern !== undefined) checkPattern(spec, at, issue)
  if (spec.type === 'object' && !spec.properties)
    issue(`${at}.properties`, 'an object parameter needs properties')
  for (const name of spec.required ?? []) {
    if (!spec.properties?.[name]) issue(`${at}.required`, `"${name}" is not a property`)
  }
  for (const [name, child] of Object.entries(spec.properties ?? {})) {
    checkSpec(child, `${at}.properties.${name}`, issue)
  }
}

function checkPattern(spec: ParameterSpec, at: string, issue: Report): void {
  try {
    new RegExp(spec.pattern!, spec.patternFlags)
  } catch (error) {
    issue(`${at}.pattern`, (error as Error).message)
  }
}

// Words for a value the function does not have would be read into a call that validation then refuses.
function checkLexicon(file: FunctionFile, issue: Report): void {
  const properties = file.parameters.properties ?? {}
  for (const [param, values] of Object.entries(file.lexicon?.values ?? {})) {
    const spec = properties[param]
    if (!spec) {
      issue(`lexicon.values.${param}`, `"${param}" is not a parameter`)
      continue
    }
    for (const value of Object.keys(values)) {
      if (spec.enum && !spec.enum.includes(value)) {
        issue(`lexicon.values.${param}.${value}`, `"${value}" is not a value of ${param}`)
      }
    }
  }
  // A gazetteer lists values of an open slot: a parameter that takes free text.
  for (const param of Object.keys(file.lexicon?.names ?? {})) {
    const spec = properties[param]
    if (!spec || spec.type !== 'string' || spec.enum) {
      issue(`lexicon.names.${param}`, `"${param}" is not a free-text parameter`)
    }
  }
}
