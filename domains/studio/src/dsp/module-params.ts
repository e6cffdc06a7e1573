import { moduleDefinition } from '../catalogue/catalogue.ts'
import type { ModuleDefinition, ParamValue } from '../catalogue/module-definition.ts'
import type { ChainModule } from '../chain/chain.ts'

/** Reads a module's parameter values, falling back to the catalogue defaults for missing keys. */
export interface ParamReader {
  definition: ModuleDefinition
  /** True when the module sets the key itself (some parameters only apply when given, e.g. a shelf's q). */
  has(key: string): boolean
  number(key: string): number
  string(key: string): string
  boolean(key: string): boolean
  numbers(key: string): number[]
  curve(key: string): Array<{ x: number; y: number }>
}

/** The definition of a module's type; throws for an unknown type (the tools validate before). */
export function definitionOf(module: ChainModule): ModuleDefinition {
  const definition = moduleDefinition(module.type)
  if (!definition) throw new Error(`module ${module.id}: unknown type ${module.type}`)
  return definition
}

/** A reader over one module's parameters. */
export function paramReader(module: ChainModule): ParamReader {
  const definition = definitionOf(module)
  const value = (key: string): ParamValue | undefined => {
    if (module.params[key] !== undefined) return module.params[key]
    return definition.params.find((param) => param.key === key)?.default as ParamValue | undefined
  }
  const fail = (key: string, kind: string): never => {
    throw new Error(`module ${module.id} (${module.type}): parameter ${key} is not a ${kind}`)
  }
  return {
    definition,
    has: (key) => module.params[key] !== undefined,
    number(key) {
      const v = value(key)
      if (typeof v === 'number' && Number.isFinite(v)) return v
      // Numeric strings arrive from models and forms ("4", "LR4" is handled by the caller).
      if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v)
      return fail(key, 'number')
    },
    string(key) {
      const v = value(key)
      return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fail(key, 'string')
    },
    boolean(key) {
      const v = value(key)
      return typeof v === 'boolean' ? v : fail(key, 'boolean')
    },
    numbers(key) {
      const v = value(key)
      return Array.isArray(v) && v.every((item) => typeof item === 'number')
        ? (v as number[])
        : fail(key, 'number list')
    },
    curve(key) {
      const v = value(key)
      return Array.isArray(v) && v.every((item) => typeof item === 'object')
        ? (v as Array<{ x: number; y: number }>)
        : fail(key, 'curve')
    },
  }
}
