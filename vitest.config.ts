import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{packages,domains,apps}/*/src/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
})
