import type { ClientOperation } from '@mindwire/synth/graph'

/** Names of the performance entries the page records in test mode (the web-agent-latency benchmark reads them). */
export const MARKS = {
  received: 'mw:ops-received',
  rendered: 'mw:canvas-updated',
  measure: 'mw:agent-to-canvas',
} as const

let batch = 0

/**
 * Marks the arrival of a tool result's operations, then — once every module and connection they add
 * is in the DOM — marks the canvas as updated and measures the time between.
 */
export function markOperations(operations: readonly ClientOperation[]): void {
  const id = ++batch
  const received = `${MARKS.received}:${id}`
  performance.mark(received)
  const expected = operations.flatMap((op) =>
    op.type === 'ADD_MODULE'
      ? [`rf__node-${op.node.id}`]
      : op.type === 'CONNECT_MODULES'
        ? [`rf__edge-${op.edge.id}`]
        : [],
  )
  const deadline = performance.now() + 5000
  const check = () => {
    const missing = expected.some(
      (testId) => !isVisible(document.querySelector(`[data-testid="${CSS.escape(testId)}"]`)),
    )
    if (missing && performance.now() < deadline) {
      requestAnimationFrame(check)
      return
    }
    const rendered = `${MARKS.rendered}:${id}`
    performance.mark(rendered)
    performance.measure(`${MARKS.measure}:${id}`, {
      start: received,
      end: rendered,
      detail: { operations: operations.map((op) => op.type), complete: !missing },
    })
  }
  requestAnimationFrame(check)
}

// React Flow keeps a new node hidden until it has measured it; only then is it on screen.
function isVisible(element: Element | null): boolean {
  return element !== null && getComputedStyle(element).visibility !== 'hidden'
}
