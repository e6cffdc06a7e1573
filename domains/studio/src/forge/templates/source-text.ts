import type { ResolvedModuleDef } from '../module-def.ts'
import type { ParamDef } from '../module-kinds.ts'

/** A number as TypeScript source that reads back to the same double. */
export function num(value: number): string {
  return Object.is(value, -0) ? '0' : String(value)
}

/** A string as a single-quoted TypeScript literal. */
export function str(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`
}

/** `{ key: value, … }` on one line, keys in the order given. */
export function record(values: Record<string, number>): string {
  const entries = Object.entries(values).map(([key, value]) => `${key}: ${num(value)}`)
  return entries.length ? `{ ${entries.join(', ')} }` : '{}'
}

/** A parameter definition as an object literal. */
export function paramLiteral(param: ParamDef): string {
  const unit = param.unit ? `, unit: ${str(param.unit)}` : ''
  return `{ key: ${str(param.key)}, min: ${num(param.min)}, max: ${num(param.max)}, default: ${num(param.default)}${unit} }`
}

/** The default of every parameter the module uses, exposed or fixed. */
export function effectiveParams(def: ResolvedModuleDef): Record<string, number> {
  return { ...Object.fromEntries(def.params.map((param) => [param.key, param.default])), ...def.fixed }
}

/** Indents every non-empty line of a block by `spaces`. */
export function indent(block: string, spaces: number): string {
  const pad = ' '.repeat(spaces)
  return block
    .split('\n')
    .map((line) => (line.trim() ? pad + line : line))
    .join('\n')
}

/** A one-line comment-safe version of free text (no comment terminators, no line breaks). */
export function commentText(text: string): string {
  return text.replace(/\*\//g, '* /').replace(/\s+/g, ' ').trim()
}

/**
 * The processor object every generated module returns: `perSample` runs once per sample with `x` (the
 * input sample) and `i` in scope and sets `output[i]`; `reset` returns the state to silence.
 */
export function processorObject(perSample: string, reset: string): string {
  const resetBlock = reset ? `\n${indent(reset, 4)}\n  ` : ''
  return `return {
  process(input: Float32Array): Float32Array {
    const output = new Float32Array(input.length)
    for (let i = 0; i < input.length; i++) {
      const x = input[i]!
${indent(perSample, 6)}
    }
    return output
  },
  reset(): void {${resetBlock}},
}`
}
