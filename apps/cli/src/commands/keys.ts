import { openStore } from '@mindwire/store'
import type { Command } from 'commander'
import { type StoreFlags, storeOptionsFrom } from '../store-options.ts'

interface CreateKeyOptions extends StoreFlags {
  tenant: string
  name?: string
  quota?: string
  period?: 'day' | 'month'
  rate?: string
}

export function registerKeys(program: Command): void {
  const keys = program.command('keys').description('manage tenants’ API keys')
  keys
    .command('create')
    .description('create an API key for a tenant (the tenant is created when new); the key is printed once')
    .requiredOption('--tenant <id>', 'tenant id, e.g. acme')
    .option('--name <name>', 'a label for the key')
    .option('--quota <tokens>', 'token quota per period for a new tenant')
    .option('--period <period>', 'quota period: day or month', 'month')
    .option('--rate <perMinute>', 'requests per minute for a new tenant')
    .option('--data-dir <dir>', 'PGlite data folder (default .data/mindwire, or MINDWIRE_DATA_DIR)')
    .option('--database-url <url>', 'PostgreSQL instead of PGlite (or DATABASE_URL)')
    .action(async (options: CreateKeyOptions) => {
      const store = await openStore(storeOptionsFrom(options, process.env))
      try {
        if (!(await store.tenants.get(options.tenant))) {
          await store.tenants.create({
            id: options.tenant,
            tokenQuota: options.quota ? Number(options.quota) : null,
            quotaPeriod: options.period === 'day' ? 'day' : 'month',
            rateLimitPerMinute: options.rate ? Number(options.rate) : null,
          })
        }
        const { key, record } = await store.apiKeys.create(options.tenant, options.name ?? 'cli')
        process.stdout.write(`${key}\n`)
        process.stderr.write(
          `created key ${record.prefix}… for tenant ${options.tenant}; it is shown only once\n`,
        )
      } finally {
        await store.close()
      }
    })
}
