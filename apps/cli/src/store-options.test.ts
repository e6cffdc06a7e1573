import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { storeOptionsFrom } from './store-options.ts'

describe('storeOptionsFrom', () => {
  it('prefers PostgreSQL when a URL is given, by flag over environment', () => {
    const options = storeOptionsFrom(
      { databaseUrl: 'postgres://a@db1:5432/x' },
      { DATABASE_URL: 'postgres://b@db2:5432/y' },
    )
    expect(options).toEqual({ databaseUrl: 'postgres://a@db1:5432/x', description: 'PostgreSQL at db1:5432' })
  })

  it('falls back to PGlite in the data folder, with the buffer cache from the environment', () => {
    expect(
      storeOptionsFrom({}, { MINDWIRE_DATA_DIR: 'here', MINDWIRE_PGLITE_SHARED_BUFFERS: '1GB' }),
    ).toEqual({
      dataDir: resolve('here'),
      sharedBuffers: '1GB',
      description: `embedded PGlite in ${resolve('here')}`,
    })
    expect(storeOptionsFrom({ dataDir: 'there' }, {}).sharedBuffers).toBeUndefined()
  })
})
