import { parameterDefinition } from '@mindwire/synth/catalogue'
import type { CanvasNode } from '@mindwire/synth/graph'
import { type PointerEvent, useRef } from 'react'
import { parameterText, useStudioWords } from '../app/studio-words.ts'
import { XY_AXES } from './xy-axes.ts'

const SIZE = 160

/** Two parameters on one pad: drag to set x and y at once, within each parameter's range. */
export function XyPad({
  node,
  onChange,
}: {
  node: CanvasNode
  onChange: (name: string, value: number) => void
}) {
  const pad = useRef<HTMLDivElement>(null)
  const say = useStudioWords()
  const axes = XY_AXES[node.type]
  const x = axes && parameterDefinition(node.type, axes.x)
  const y = axes && parameterDefinition(node.type, axes.y)
  if (!axes || x?.type !== 'number' || y?.type !== 'number') return null
  const xValue = Number(node.params[axes.x] ?? x.default)
  const yValue = Number(node.params[axes.y] ?? y.default)
  // The axes by their labels in the page's language; the parameters' names stay in data attributes.
  const xLabel = parameterText(say, axes.x)
  const yLabel = parameterText(say, axes.y)
  const reading = (value: number, unit: string | undefined) => `${round(value)}${unit ? ` ${unit}` : ''}`

  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (event.buttons !== 1 || !pad.current) return
    const box = pad.current.getBoundingClientRect()
    const fx = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width))
    const fy = Math.min(1, Math.max(0, 1 - (event.clientY - box.top) / box.height))
    onChange(axes.x, x.min + fx * (x.max - x.min))
    onChange(axes.y, y.min + fy * (y.max - y.min))
  }

  return (
    <div className="xy-pad-wrap">
      <div
        ref={pad}
        className="xy-pad"
        role="slider"
        aria-label={`${xLabel} × ${yLabel}`}
        data-x={axes.x}
        data-y={axes.y}
        aria-valuenow={xValue}
        tabIndex={0}
        style={{ width: SIZE, height: SIZE }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId)
          move(event)
        }}
        onPointerMove={move}
      >
        <span
          className="xy-pad__dot"
          style={{
            left: `${((xValue - x.min) / (x.max - x.min)) * 100}%`,
            bottom: `${((yValue - y.min) / (y.max - y.min)) * 100}%`,
          }}
        />
      </div>
      <small className="xy-pad__reading">
        {xLabel} {reading(xValue, x.unit)} · {yLabel} {reading(yValue, y.unit)}
      </small>
    </div>
  )
}

/** A pad reading short enough to read: dragging gives values like 437.21875. */
function round(value: number): number {
  return Number(value.toPrecision(Math.abs(value) >= 100 ? 4 : 3))
}
