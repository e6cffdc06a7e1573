import type { Command } from 'commander'
import { type StoreFlags, withStore } from '../store-options.ts'

interface CreateKeyOptions extends StoreFlags {
  tenant: string
  name?: string
  quota?: string
  period?: 'day' | 'month'
  rate?: string
  vehicle?: string[]
  user?: string
}

export function registerKeys(program: Command): void {
  const keys = program.command('keys').description('manage tenants’ API keys')
  const create = keys
    .command('create')
    .description('create an API key for a tenant (the tenant is created when new); the key is printed once')
    .requiredOption('--tenant <id>', 'tenant id, e.g. acme')
    .option('--name <name>', 'a label for the key')
    .option('--quota <tokens>', 'token quota per period for a new tenant')
    .option('--period <period>', 'quota period: day or month', 'month')
    .option('--rate <perMinute>', 'requests per minute for a new tenant')
    .option(
      '--vehicle <ids...>',
      'one key per vehicle, each usable only by that vehicle’s agent (prints "<vehicle id> <key>" lines)',
    )
    .option(
      '--user <id>',
      'bind the key to one user of the tenant (the x-user-id header cannot name another)',
    )
  withStoreFlags(create).action((options: CreateKeyOptions) =>
    withStore(options, async (store) => {
      if (!(await store.tenants.get(options.tenant))) {
        await store.tenants.create({
          id: options.tenant,
          tokenQuota: options.quota ? Number(options.quota) : null,
          quotaPeriod: options.period === 'day' ? 'day' : 'month',
          rateLimitPerMinute: options.rate ? Number(options.rate) : null,
        })
      }
      if (options.vehicle) {
        if (options.user) throw new Error('a key is for a vehicle or for a user, not both')
        for (const vehicleId of options.vehicle) {
          const { key } = await store.apiKeys.create(options.tenant, options.name ?? `vehicle ${vehicleId}`, {
            vehicleId,
          })
          process.stdout.write(`${vehicleId} ${key}\n`)
        }
        process.stderr.write(
          `created ${options.vehicle.length} vehicle key(s) for tenant ${options.tenant}; they are shown only once\n`,
        )
        return
      }
      const { key, record } = await store.apiKeys.create(options.tenant, options.name ?? 'cli', {
        userId: options.user ?? null,
      })
      process.stdout.write(`${key}\n`)
      process.stderr.write(
        `created key ${record.id} (${record.prefix}…) for tenant ${options.tenant}; it is shown only once\n`,
      )
    }),
  )
  registerRevoke(keys)
}

/** The store flags every keys command takes. */
function withStoreFlags(command: Command): Command {
  return command
    .option('--data-dir <dir>', 'PGlite data folder (default .data/mindwire, or MINDWIRE_DATA_DIR)')
    .option('--database-url <url>', 'PostgreSQL instead of PGlite (or DATABASE_URL)')
}

/** `keys revoke`: by key id (printed by `keys create`) with its tenant, or by the key itself. */
function registerRevoke(keys: Command): void {
  const revoke = keys
    .command('revoke <keyIdOrKey>')
    .description(
      'revoke an API key, given its id and --tenant, or the key itself; servers stop accepting it within a second',
    )
    .option('--tenant <id>', 'the tenant of the key id')
  withStoreFlags(revoke).action((idOrKey: string, options: StoreFlags & { tenant?: string }) =>
    withStore(options, async (store) => {
      const verified = idOrKey.startsWith('mw_') ? await store.apiKeys.verify(idOrKey) : undefined
      const tenantId = verified?.tenantId ?? options.tenant
      const keyId = verified?.keyId ?? idOrKey
      const revoked = tenantId !== undefined && (await store.apiKeys.revoke(tenantId, keyId))
      if (!revoked) {
        process.stderr.write('no active key matches (give a key id with its --tenant, or the key)\n')
        process.exitCode = 1
        return
      }
      process.stderr.write(`revoked key ${keyId} of tenant ${tenantId}\n`)
    }),
  )
}
