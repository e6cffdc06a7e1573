import type { KnowledgeEntry } from '@mindwire/agent'
import { autoEqModules } from '../autotune/auto-eq-modules.ts'
import { SEAT_NAMES, type Seat, VEHICLE_MODELS } from '../cabin/vehicle-models.ts'
import type { Chain, ProjectDocument } from '../chain/chain.ts'
import { formatFrequency } from '../measurement/findings.ts'

/** Seed 000 §4.4's collections of what the studio learns, per tenant. */
export const LEARNED_COLLECTIONS = {
  projects: 'projects',
  vehicles: 'vehicles',
  presets: 'tuning-presets',
} as const

/** A project as the studio knows it: which one, in which car. */
export interface ProjectFacts {
  tenantId: string
  projectId: string
  name: string
  document: ProjectDocument
}

interface Deviation {
  maxDeviationDb: number
  rmsDeviationDb?: number
}

/** Where a project's own entry is kept in the projects collection (replaced at each save). */
export const projectSource = (projectId: string) => `project://${projectId}`

/**
 * What a project is now (its car, target and chain, and what last changed it): one entry per project,
 * replaced at each save, so "上次那个项目" finds its latest state.
 */
export function projectEntry(project: ProjectFacts, lastChange: string, revision: number): KnowledgeEntry {
  const { document } = project
  const modules = document.chain.modules
    .map((module) => `${module.id}（${module.type}${module.bypass ? '，已旁通' : ''}）`)
    .join('、')
  return entry(project, LEARNED_COLLECTIONS.projects, projectSource(project.projectId), 'project', [
    `项目「${project.name}」，车型 ${vehicleNames(document.vehicleModel)}，目标曲线 ${document.targetCurve}，第 ${revision} 版。`,
    `链路：${modules || '空'}。`,
    lastChange ? `最近的修改：${lastChange}。` : '',
    `Project "${project.name}" on ${document.vehicleModel}, revision ${revision}.`,
  ])
}

/** A measurement at a seat: what the cabin did to the sound there (the vehicle's knowledge). */
export function measurementEntry(
  project: ProjectFacts,
  seat: Seat,
  summary: Deviation,
  findings: ReadonlyArray<{ text: string }>,
): KnowledgeEntry {
  const { document } = project
  return entry(
    project,
    LEARNED_COLLECTIONS.vehicles,
    `vehicle://${document.vehicleModel}/${seat}/${project.projectId}`,
    'measurement',
    [
      `${vehicleNames(document.vehicleModel)} ${seatNames(seat)} 实测（项目「${project.name}」）：100 Hz–10 kHz 最大偏差 ${round(summary.maxDeviationDb)} dB。`,
      findings.length > 0
        ? `问题：${findings
            .slice(0, 5)
            .map((finding) => finding.text)
            .join('；')}。`
        : '频响在容差内。',
      `Measured ${document.vehicleModel} at the ${seat} seat: max deviation ${round(summary.maxDeviationDb)} dB.`,
    ],
    { seat },
  )
}

/** An auto-tune: the bands it settled on at a seat, and how far it got — a preset for the next car like it. */
export function autoTuneEntry(
  project: ProjectFacts,
  seat: Seat,
  tuned: { chain: Chain; before: Deviation; after: Deviation; converged: boolean },
): KnowledgeEntry {
  const bands = autoEqModules(tuned.chain).map(bandText)
  return entry(
    project,
    LEARNED_COLLECTIONS.presets,
    `preset://${project.document.vehicleModel}/${seat}/${project.projectId}`,
    'auto-tune',
    [
      `${vehicleNames(project.document.vehicleModel)} ${seatNames(seat)} 调音（项目「${project.name}」，自动调音）：最大偏差 ${round(tuned.before.maxDeviationDb)} → ${round(tuned.after.maxDeviationDb)} dB，${tuned.converged ? '达到容差' : '未达到容差'}。`,
      bands.length > 0 ? `均衡：${bands.join('；')}。` : '没有加均衡。',
      `Tuned ${project.document.vehicleModel} ${seat} seat: ${bands.length} peaking bands.`,
    ],
    { seat, converged: tuned.converged },
  )
}

/** A test run: which cases failed on which revision, for the next "为什么挂了". */
export function testRunEntry(
  project: ProjectFacts,
  run: { suiteId: string; cases: ReadonlyArray<{ name: string; ok: boolean; detail?: string }> },
  revision: number,
): KnowledgeEntry {
  const failed = run.cases.filter((testCase) => !testCase.ok)
  return entry(
    project,
    LEARNED_COLLECTIONS.projects,
    `test-run://${project.projectId}/${run.suiteId}`,
    'test-run',
    [
      `项目「${project.name}」（${vehicleNames(project.document.vehicleModel)}）第 ${revision} 版测试套件 ${run.suiteId}：${run.cases.length - failed.length}/${run.cases.length} 通过。`,
      failed.length > 0
        ? `失败：${failed.map((testCase) => `${testCase.name}${testCase.detail ? `（${testCase.detail}）` : ''}`).join('；')}。`
        : '全部通过。',
    ],
    { suiteId: run.suiteId, failed: failed.map((testCase) => testCase.name) },
  )
}

function entry(
  project: ProjectFacts,
  collection: string,
  source: string,
  kind: string,
  lines: readonly string[],
  extra: Record<string, unknown> = {},
): KnowledgeEntry {
  return {
    tenantId: project.tenantId,
    collection,
    source,
    content: lines.filter(Boolean).join('\n'),
    metadata: {
      kind,
      projectId: project.projectId,
      projectName: project.name,
      vehicleModel: project.document.vehicleModel,
      recordedAt: new Date().toISOString(),
      ...extra,
    },
  }
}

function bandText(module: { id: string; params: Record<string, unknown> }): string {
  const { fc, gainDb, q } = module.params as { fc?: number; gainDb?: number; q?: number }
  const at = typeof fc === 'number' ? formatFrequency(fc) : '?'
  const gain = typeof gainDb === 'number' ? `${gainDb > 0 ? '+' : ''}${round(gainDb)} dB` : '?'
  return `${module.id} ${at} ${gain} Q ${typeof q === 'number' ? round(q) : '?'}`
}

/** "SUV B suv-b" — the names people and the store use, so either finds the entry. */
function vehicleNames(vehicleModel: string): string {
  const model = VEHICLE_MODELS.find((candidate) => candidate.id === vehicleModel)
  return model ? `${model.nameZh}（${model.id}）` : vehicleModel
}

function seatNames(seat: Seat): string {
  return `${SEAT_NAMES[seat].nameZh}（${seat}）`
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}
