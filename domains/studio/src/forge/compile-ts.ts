import { transform } from 'esbuild'

/** Where and why a source did not compile; line and column count from 1. */
export interface CompileError {
  line: number
  column: number
  message: string
}

export interface CompileOutcome {
  ok: boolean
  ms: number
  errors: CompileError[]
  /** CommonJS JavaScript, when it compiled: the sandbox evaluates a script, not an ES module. */
  js?: string
}

interface EsbuildMessage {
  text: string
  location: { line: number; column: number } | null
}

function isEsbuildFailure(error: unknown): error is { errors: EsbuildMessage[] } {
  return typeof error === 'object' && error !== null && Array.isArray((error as { errors?: unknown }).errors)
}

/**
 * Compiles TypeScript (an ES module) to CommonJS with esbuild's transform. esbuild strips types without
 * checking them, so "compiles" means: valid TypeScript syntax that esbuild can lower.
 */
export async function compileTs(source: string, fileName = 'module.ts'): Promise<CompileOutcome> {
  const started = performance.now()
  try {
    const result = await transform(source, {
      loader: 'ts',
      format: 'cjs',
      target: 'es2022',
      // A dynamic import() becomes a require() call, which the sandbox does not have: the module cannot load code.
      supported: { 'dynamic-import': false },
      sourcefile: fileName,
    })
    return { ok: true, ms: performance.now() - started, errors: [], js: result.code }
  } catch (error) {
    if (!isEsbuildFailure(error)) throw error
    const errors = error.errors.map((message) => ({
      line: message.location?.line ?? 0,
      // esbuild counts columns from 0; editors and people count from 1.
      column: (message.location?.column ?? -1) + 1,
      message: message.text,
    }))
    return { ok: false, ms: performance.now() - started, errors }
  }
}
