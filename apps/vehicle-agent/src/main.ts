import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { startLocalHttp } from './local-http.ts'
import { VehicleAgent } from './vehicle-agent.ts'

const HELP = `mindwire-vehicle — the in-car agent

  --server URL[,URL] the Mindwire server, or its instances comma-separated (MINDWIRE_SERVER_URL, default http://127.0.0.1:3000)
  --vehicle ID       this vehicle's id (MINDWIRE_VEHICLE_ID)
  --key KEY          the tenant's API key (MINDWIRE_API_KEY; not needed when the server allows local access)
  --http-port PORT   local HTTP port for the car's apps: POST /dialog, GET /state, GET /health (default 7070)
  -h, --help         this text

Type utterances on stdin; each is answered through the server, or offline when it cannot be reached.
`

const { values } = parseArgs({
  options: {
    server: { type: 'string', default: process.env.MINDWIRE_SERVER_URL ?? 'http://127.0.0.1:3000' },
    vehicle: { type: 'string', default: process.env.MINDWIRE_VEHICLE_ID },
    key: { type: 'string', default: process.env.MINDWIRE_API_KEY },
    'http-port': { type: 'string', default: '7070' },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

if (values.help || !values.vehicle) {
  process.stdout.write(HELP)
  process.exit(values.help ? 0 : 2)
}

const agent = new VehicleAgent({
  serverUrl: values.server!.split(',').map((url) => url.trim()),
  vehicleId: values.vehicle,
  apiKey: values.key,
})
agent.start()
const { port } = await startLocalHttp(agent, Number(values['http-port']))
process.stderr.write(
  `vehicle ${values.vehicle}: local HTTP on http://127.0.0.1:${port}, server ${values.server}\n`,
)
for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue
  const reply = await agent.dialog(line)
  process.stdout.write(`[${reply.mode}] ${reply.text}\n`)
}
