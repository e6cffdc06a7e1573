import type { BenchCase } from '../bench-row.ts'
import { agentLoopOverhead } from './agent-loop-overhead.ts'
import { analystExecutor } from './analyst-executor.ts'
import { cockpitDialog } from './cockpit-dialog.ts'
import { cockpitFleet } from './cockpit-fleet.ts'
import { cockpitOffline } from './cockpit-offline.ts'
import { ragQuality } from './rag-quality.ts'
import { ragScale } from './rag-scale.ts'
import { sdkBundleSize } from './sdk-bundle-size.ts'
import { sdkJimiFootprint } from './sdk-jimi-footprint.ts'
import { serverAgui } from './server-agui.ts'
import { serverLoad } from './server-load.ts'
import { serverStreaming } from './server-streaming.ts'
import { sessionMemory } from './session-memory.ts'
import { studioDsp } from './studio-dsp.ts'
import { studioForge } from './studio-forge.ts'
import { synthExecutor } from './synth-executor.ts'
import { webAgentLatency } from './web-agent-latency.ts'

/** Every benchmark, in the order `npm run bench` runs them. */
export const BENCH_CASES: readonly BenchCase[] = [
  agentLoopOverhead,
  sessionMemory,
  serverStreaming,
  serverAgui,
  serverLoad,
  cockpitOffline,
  cockpitDialog,
  cockpitFleet,
  ragQuality,
  ragScale,
  synthExecutor,
  studioDsp,
  studioForge,
  analystExecutor,
  webAgentLatency,
  sdkBundleSize,
  sdkJimiFootprint,
]
