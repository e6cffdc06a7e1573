import { describe, expect, it } from 'vitest'
import { defaultServerConfig, loadServerConfig } from './server-config.ts'

describe('loadServerConfig', () => {
  it('reads the heap growth bound, keeping the default when the variable is absent or not a number', () => {
    expect(loadServerConfig({ MINDWIRE_HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent).toBe(0)
    expect(loadServerConfig({ MINDWIRE_HEAP_GROWTH_PERCENT: '50' }).heapGrowthPercent).toBe(50)
    expect(loadServerConfig({}).heapGrowthPercent).toBe(defaultServerConfig.heapGrowthPercent)
    expect(loadServerConfig({ MINDWIRE_HEAP_GROWTH_PERCENT: 'lots' }).heapGrowthPercent).toBe(
      defaultServerConfig.heapGrowthPercent,
    )
  })
})
