export * from './auto-eq-modules.ts'
export * from './auto-tune.ts'
export * from './fit-bands.ts'
