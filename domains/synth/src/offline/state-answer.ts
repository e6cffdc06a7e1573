import { moduleDefinition, parameterDefinition } from '../catalogue/catalogue.ts'
import type { CanvasNode, CanvasSnapshot } from '../graph/canvas.ts'
import { edgesOf } from '../graph/ports.ts'
import { saysAny } from './say-any.ts'
import type { Token } from './tokens.ts'
import { pickParameter } from './values.ts'
import vocabulary from './vocabulary/questions-and-negations.json' with { type: 'json' }

/**
 * The answer to a question about the canvas, read from the canvas itself: how many modules (of a type),
 * what a parameter of a named module holds, what a module is connected to. Undefined when the question is
 * not about the state (how a reverb works, what would happen if…): that goes to the knowledge base.
 * A question with a value in it ("what if feedback goes above 0.9?") is hypothetical, not about the state.
 */
export function answerFromState(
  text: string,
  tokens: readonly Token[],
  canvas: CanvasSnapshot,
  chinese: boolean,
): string | undefined {
  const nodes = namedNodes(tokens, canvas)
  if (saysAny(text, vocabulary.countWords)) return countAnswer(tokens, nodes, canvas, chinese)
  if (tokens.some((token) => token.kind === 'number')) return undefined
  // "How high is …" asks for a pitch: its "high" is no EQ band.
  const pitch = saysAny(text, vocabulary.pitchWords)
  const said = tokens.find(
    (token) =>
      token.kind === 'param' &&
      !(pitch && vocabulary.pitchWords.some((words) => words.split(' ').includes(token.text.toLowerCase()))),
  )
  // "How loud is the speaker?": its volume, whichever of gain, gainDb or level it has.
  const param =
    said?.kind === 'param'
      ? said
      : saysAny(text, vocabulary.loudnessWords)
        ? { kind: 'param' as const, names: VOLUME }
        : pitch
          ? { kind: 'param' as const, names: PITCH }
          : undefined
  // "Is the delay on?", 混响开着吗: whether a named module is switched on; "which modules are off?": all of them.
  if (param === undefined && saysAny(text, vocabulary.switchWords))
    return (nodes.length > 0 ? nodes : canvas.nodes)
      .map((node) => switchLine(node, chinese))
      .join(chinese ? '' : ' ')
  // "What is the reverb set to?", 混响的参数: every setting of the module named.
  if (param === undefined && nodes.length > 0 && saysAny(text, vocabulary.settingsWords))
    return nodes.map((node) => settingsLine(node, chinese)).join(chinese ? '' : ' ')
  if (param !== undefined) {
    const owners = nodes.length > 0 ? nodes : canvas.nodes
    const lines = owners.flatMap((node) => {
      const picked = pickParameter(node.type, param.names)
      return picked ? [valueLine(node, picked.name, chinese)] : []
    })
    if (lines.length > 0) return lines.join(chinese ? '；' : '; ') + (chinese ? '。' : '.')
    return undefined
  }
  if (nodes.length > 0 && saysAny(text, vocabulary.connectionWords))
    return nodes.map((node) => connectionLine(node, canvas, chinese)).join(chinese ? '' : ' ')
  return undefined
}

const VOLUME: readonly string[] = ['level', 'gainDb', 'gain']
/** "How high is the oscillator?": its frequency, or a note source's octave. */
const PITCH: readonly string[] = ['freq', 'frequency', 'octave']

function settingsLine(node: CanvasNode, chinese: boolean): string {
  const names = (moduleDefinition(node.type)?.parameters ?? []).filter((p) => !p.hidden).map((p) => p.name)
  const values = names.map((name) => valueLine(node, name, chinese).replace(/^.*? (?=\S+ (is|现在是) )/, ''))
  return chinese
    ? `${node.name}（${node.id}）：${values.join('；')}。`
    : `${node.name} (${node.id}): ${values.join('; ')}.`
}

/** The canvas modules the tokens name: by id or name, else every module of the first type present. */
function namedNodes(tokens: readonly Token[], canvas: CanvasSnapshot): CanvasNode[] {
  const found: CanvasNode[] = []
  // "How high is the second oscillator?": an ordinal before the module word picks that one of its type.
  let ordinal: number | undefined
  for (const token of tokens) {
    if (token.kind === 'ordinal') ordinal = token.index
    if (token.kind !== 'module') continue
    if (token.nodeId) {
      found.push(...canvas.nodes.filter((node) => node.id === token.nodeId))
      continue
    }
    const type = token.types.find((candidate) => canvas.nodes.some((node) => node.type === candidate))
    const ofType = canvas.nodes.filter((node) => node.type === type)
    const nth = ordinal === undefined ? ofType : [ordinal < 0 ? ofType.at(ordinal) : ofType[ordinal - 1]]
    found.push(...nth.filter((node): node is CanvasNode => node !== undefined))
    ordinal = undefined
  }
  return [...new Set(found)]
}

function countAnswer(
  tokens: readonly Token[],
  nodes: readonly CanvasNode[],
  canvas: CanvasSnapshot,
  chinese: boolean,
): string {
  const typed = tokens.some((token) => token.kind === 'module')
  if (typed) {
    const names = nodes.map((node) => `${node.name} (${node.id})`).join(', ')
    return chinese
      ? `画布上有 ${nodes.length} 个这样的模块${names ? `：${names}` : ''}。`
      : `There ${nodes.length === 1 ? 'is' : 'are'} ${nodes.length} on the canvas${names ? `: ${names}` : ''}.`
  }
  const names = canvas.nodes.map((node) => `${node.name} (${node.id})`).join(', ')
  return chinese
    ? `画布上有 ${canvas.nodes.length} 个模块、${canvas.edges.length} 条连接${names ? `：${names}` : ''}。`
    : `The canvas has ${canvas.nodes.length} modules and ${canvas.edges.length} connections${names ? `: ${names}` : ''}.`
}

function switchLine(node: CanvasNode, chinese: boolean): string {
  return chinese
    ? `${node.name}（${node.id}）现在是${node.enabled ? '开启' : '关闭'}的。`
    : `${node.name} (${node.id}) is ${node.enabled ? 'on' : 'off'}.`
}

function valueLine(node: CanvasNode, name: string, chinese: boolean): string {
  const definition = parameterDefinition(node.type, name)
  const value = node.params[name] ?? definition?.default
  const unit = definition && 'unit' in definition && definition.unit ? ` ${definition.unit}` : ''
  return chinese
    ? `${node.name}（${node.id}）的 ${name} 现在是 ${String(value)}${unit}`
    : `${node.name} (${node.id}) ${name} is ${String(value)}${unit}`
}

function connectionLine(node: CanvasNode, canvas: CanvasSnapshot, chinese: boolean): string {
  const edges = edgesOf(canvas, node.id).map(
    (edge) => `${edge.source}.${edge.sourceHandle} → ${edge.target}.${edge.targetHandle}`,
  )
  if (edges.length === 0)
    return chinese
      ? `${node.name}（${node.id}）没有任何连接。`
      : `${node.name} (${node.id}) is not connected.`
  return chinese
    ? `${node.name}（${node.id}）的连接：${edges.join('、')}。`
    : `${node.name} (${node.id}) connections: ${edges.join(', ')}.`
}
