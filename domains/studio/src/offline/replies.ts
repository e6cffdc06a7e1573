import type { ModuleParamsSuggestion } from '../forge/suggest-params.ts'
import type { TuningPanel } from '../forge/tuning-panel.ts'
import { formatFrequency, spectrumFindings } from '../measurement/index.ts'
import type { ReportAssessment } from '../xiprobe/assess-report.ts'
import type { MeasurementMetric } from '../xiprobe/measurement-plans.ts'
import type { PluginRecommendation } from '../xivst/plugin-catalogue.ts'
import { askText } from './asks.ts'
import { changeLine, paramNamed, suiteNamed } from './change-replies.ts'
import { ENGINE_SOUND_RECIPE, unfilledRoles } from './compose-chain.ts'
import type { StudioIntent } from './detect-intent.ts'
import { panelLine, paramsAdvice } from './forge-replies.ts'
import { type HistoryEntry, historyLines } from './history-replies.ts'
import { stepProgress } from './step-sequence.ts'
import type { StudioTurn } from './studio-turn.ts'
import { answered, failures, latestOutput } from './turn-calls.ts'
import { undoRedoReply } from './undo-replies.ts'
import { planLines, verdictLine } from './xiprobe-replies.ts'
import { type RootCauses, rootCauseLines } from './xitest-replies.ts'
import { pluginLines, type SdkPassage, sdkAnswer } from './xivst-replies.ts'

interface Finding {
  kind: 'peak' | 'dip'
  frequencyHz: number
  deviationDb: number
  text: string
}

/** A finding in the reply's language: the data's own bilingual text in Chinese, plain English otherwise. */
function findingText(finding: Finding, zh: boolean): string {
  if (zh) return finding.text
  const sign = finding.deviationDb > 0 ? '+' : '−'
  const what = finding.kind === 'peak' ? 'overshoot' : 'dip'
  return `${what} of ${sign}${Math.abs(finding.deviationDb).toFixed(1)} dB around ${formatFrequency(finding.frequencyHz)}`
}

interface MeasurementOutput {
  position: string
  summary: { maxDeviationDb: number; withinTolerance: boolean; toleranceDb: number }
  findings: Finding[]
}

/** The engine's closing words for a turn, from what its calls returned (never from what it hoped). */
export function reply(intent: StudioIntent, turn: StudioTurn): string {
  const zh = turn.chinese
  if (intent.kind === 'undo' || intent.kind === 'redo') return undoRedoReply(intent.kind, turn, zh)
  const problems = failures(turn.calls)
  const lines: string[] = []
  // A turn going on after its calls ran (a confirmed deletion) reads its request again on the project as the
  // calls left it, where what it named may be gone: what the calls did is the answer, not a question.
  const ran = turn.continuing && turn.calls.some((call) => call.result !== undefined)
  if (ran && (intent.kind === 'unknown' || intent.kind === 'ask')) lines.push(...resultLines(turn, zh))
  else
    switch (intent.kind) {
      case 'diagnose':
        lines.push(diagnosis(turn, zh))
        break
      case 'auto-tune':
      case 'measure':
        lines.push(measurementReply(turn, zh))
        break
      case 'unknown':
        lines.push(askText({ kind: 'cannot', what: 'unknown' }, zh))
        break
      case 'ask':
        lines.push(askText(intent.ask, zh))
        break
      case 'answer':
        lines.push(intent.text)
        break
      case 'engine-sound-chain': {
        lines.push(...resultLines(turn, zh))
        const left =
          answered(turn.calls, 'update-link').length > 0 ? [] : unfilledRoles(ENGINE_SOUND_RECIPE, turn)
        if (left.length > 0)
          lines.push(
            zh
              ? `算法库里没有找到担任 ${left.join('、')} 的模块，链路没有搭建。`
              : `The library has no block for ${left.join(', ')}; the chain was not built.`,
          )
        break
      }
      case 'steps': {
        lines.push(...resultLines(turn, zh))
        // A step after a failure never ran: say so, never report it as done.
        const progress = stepProgress(intent.steps, turn)
        const skipped = intent.steps.slice(progress.done + (progress.failedAt === undefined ? 0 : 1))
        if (progress.failedAt !== undefined && skipped.length > 0)
          lines.push(
            `${zh ? '因上一步失败，未执行：' : 'Not run, because a step before failed: '}${skipped.map((step) => `“${step.text}”`).join(zh ? '、' : ', ')}${zh ? '。' : '.'}`,
          )
        break
      }
      default:
        lines.push(...resultLines(turn, zh))
    }
  if (problems.length > 0) lines.push(`${zh ? '未完成：' : 'Not done: '}${problems.join('; ')}`)
  return (
    lines
      .filter(Boolean)
      .join(zh ? '' : ' ')
      .trim() || (zh ? '没有可执行的操作。' : 'Nothing to do.')
  )
}

function resultLines(turn: StudioTurn, zh: boolean): string[] {
  const lines: string[] = []
  for (const call of turn.calls) {
    if (!call.result || call.result.isError) continue
    const output = call.result.output as Record<string, any>
    switch (call.name) {
      case 'search-algo-library': {
        const hits = (output.results ?? []) as Array<{ id: string; titleZh?: string; title: string }>
        lines.push(
          `${zh ? '算法库找到：' : 'Found in XiAlgo: '}${
            hits
              .slice(0, 3)
              // By title, as the chain's cards name modules; the document id is the engine's.
              .map((hit) => (zh ? (hit.titleZh ?? hit.title) : hit.title))
              .join(zh ? '、' : ', ') || (zh ? '无' : 'nothing')
          }。`,
        )
        break
      }
      case 'update-link':
      case 'update-param':
        lines.push(changeLine(call.name, output, turn))
        break
      case 'bind-param-to-signal': {
        const binding = output.binding as {
          moduleId: string
          paramKey: string
          signalName: string
          mode: string
        }
        const preview = (output.preview ?? []) as Array<{ signal: number; value: number }>
        const range =
          preview.length > 0
            ? `${zh ? '，模拟驾驶中取值' : '; over a simulated drive it spans '}${Math.min(...preview.map((p) => p.value)).toFixed(1)}…${Math.max(...preview.map((p) => p.value)).toFixed(1)}`
            : ''
        lines.push(
          zh
            ? `已将 ${paramNamed(turn, binding.moduleId, binding.paramKey)} 绑定到 ${binding.signalName}（${binding.mode}）${range}。`
            : `Bound ${paramNamed(turn, binding.moduleId, binding.paramKey)} to ${binding.signalName} (${binding.mode})${range}.`,
        )
        break
      }
      case 'generate-code':
        lines.push(
          zh
            ? `已生成 ${output.fileName}：编译${output.compile?.ok ? '通过' : '失败'}，测试 ${passed(output.test?.cases, zh)}。`
            : `Generated ${output.fileName}: compile ${output.compile?.ok ? 'ok' : 'failed'}, tests ${passed(output.test?.cases)}.`,
        )
        break
      case 'run-test-suite':
        lines.push(
          zh
            ? `测试套件${suiteNamed(output.suiteId, zh)}：${passed(output.cases, zh)}。`
            : `Suite ${suiteNamed(output.suiteId, zh)}: ${passed(output.cases, zh)}.`,
        )
        break
      case 'suggest-module-params':
        lines.push(paramsAdvice(output as ModuleParamsSuggestion, zh))
        break
      case 'generate-tuning-ui':
        lines.push(panelLine(output as TuningPanel, zh))
        break
      case 'recommend-plugins':
        lines.push(pluginLines(output.recommendations as PluginRecommendation[], zh))
        break
      case 'search-sdk-docs':
        lines.push(sdkAnswer(output.passages as SdkPassage[], zh))
        break
      case 'search-tuning-history':
        lines.push(historyLines(output.entries as HistoryEntry[], zh))
        break
      case 'plan-measurement':
        lines.push(planLines(output.metrics as MeasurementMetric[], zh))
        break
      case 'assess-report':
        lines.push(verdictLine(output as ReportAssessment, zh))
        break
      case 'analyze-test-failures':
        lines.push(rootCauseLines(output as RootCauses, zh))
        break
      case 'open-app':
        lines.push(
          zh
            ? `已在 ${call.args.app} 中打开（${call.args.intent}）。`
            : `Opened ${call.args.app} (${call.args.intent}).`,
        )
        break
    }
  }
  return lines
}

function passed(cases: Array<{ ok: boolean }> | undefined, zh = false): string {
  if (!cases) return '-'
  const ok = cases.filter((c) => c.ok).length
  return zh ? `${ok}/${cases.length} 通过` : `${ok}/${cases.length} passed`
}

function measurementReply(turn: StudioTurn, zh: boolean): string {
  const measurements = answered(turn.calls, 'run-measurement').filter((call) => !call.result!.isError)
  const first = measurements[0]?.result?.output as MeasurementOutput | undefined
  const last = latestOutput<MeasurementOutput>(turn.calls, 'run-measurement')
  if (!first || !last) return ''
  const changes = turn.calls.filter(
    (call) =>
      (call.name === 'update-param' || call.name === 'update-link') && call.result && !call.result.isError,
  ).length
  const findings = last.findings
    .slice(0, 3)
    .map((finding) => findingText(finding, zh))
    .join(zh ? '；' : '; ')
  if (measurements.length === 1)
    return zh
      ? `${last.position} 位置测量：100 Hz–10 kHz 最大偏差 ${last.summary.maxDeviationDb.toFixed(1)} dB。${findings ? `问题：${findings}。` : ''}`
      : `Measured at ${last.position}: max deviation 100 Hz–10 kHz ${last.summary.maxDeviationDb.toFixed(1)} dB. ${findings ? `Findings: ${findings}.` : ''}`
  const verdict = last.summary.withinTolerance
    ? zh
      ? `已达到 ±${last.summary.toleranceDb} dB 容差`
      : `within ±${last.summary.toleranceDb} dB`
    : zh
      ? `仍未达到 ±${last.summary.toleranceDb} dB 容差`
      : `still outside ±${last.summary.toleranceDb} dB`
  return zh
    ? `自动调音（${last.position}）：${measurements.length} 次测量、${changes} 处链路修改，最大偏差 ${first.summary.maxDeviationDb.toFixed(1)} → ${last.summary.maxDeviationDb.toFixed(1)} dB，${verdict}。`
    : `Auto-tune (${last.position}): ${measurements.length} measurements, ${changes} changes, max deviation ${first.summary.maxDeviationDb.toFixed(1)} → ${last.summary.maxDeviationDb.toFixed(1)} dB, ${verdict}.`
}

function diagnosis(turn: StudioTurn, zh: boolean): string {
  const spectrum = turn.spectra[0]
  const findings: Finding[] = spectrum
    ? spectrumFindings(spectrum.magnitudesDb, spectrum.sampleRate)
    : (latestOutput<MeasurementOutput>(turn.calls, 'run-measurement')?.findings ?? [])
  if (findings.length === 0)
    return zh ? '频响在 ±3 dB 内，没有明显问题。' : 'The response is within ±3 dB; nothing stands out.'
  const list = findings
    .slice(0, 4)
    .map((finding) => findingText(finding, zh))
    .join(zh ? '；' : '; ')
  return zh
    ? `频响问题：${list}。建议先用参数均衡削掉峰值，凹陷不要用大幅提升去填。`
    : `Problems in the response: ${list}. Cut the peaks with parametric EQ first; do not fill dips with large boosts.`
}
