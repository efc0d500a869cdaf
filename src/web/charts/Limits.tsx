/** The limits of a scene (domain overlays/limits.ts) drawn over its marks. */
import type { LimitMark } from '../../domain/charts/scene';

const LIMIT_DASH = '6 4';
const SYMBOL_PATHS = { cross: 'M-5,-5L5,5M-5,5L5,-5', triangle: 'M0,-6L5.5,4L-5.5,4Z' } as const;

/** A limit over the marks: a line, a band between two values, or a symbol at a point; named on hover. */
export const LimitView = ({ limit }: { limit: LimitMark }) => {
  const dash = limit.dashed ? LIMIT_DASH : undefined;
  const common = { className: `limit limit-${limit.shape}`, 'data-testid': 'limit', 'data-label': limit.label, stroke: limit.color, strokeDasharray: dash };
  const title = <title>{limit.label}</title>;
  switch (limit.shape) {
    case 'band':
      return (
        <rect
          {...common}
          x={Math.min(limit.x1, limit.x2)}
          y={Math.min(limit.y1, limit.y2)}
          width={Math.abs(limit.x2 - limit.x1)}
          height={Math.abs(limit.y2 - limit.y1)}
          fill={limit.color}
          fillOpacity={0.2}
        >
          {title}
        </rect>
      );
    case 'line':
      return (
        <line {...common} x1={limit.x1} y1={limit.y1} x2={limit.x2} y2={limit.y2} strokeWidth={2}>
          {title}
        </line>
      );
    case 'symbol':
      return limit.symbol === 'cross' || limit.symbol === 'triangle' ? (
        <path
          {...common}
          d={SYMBOL_PATHS[limit.symbol]}
          transform={`translate(${limit.x1},${limit.y1})`}
          fill={limit.symbol === 'triangle' ? limit.color : 'none'}
          strokeWidth={2}
          data-symbol={limit.symbol}
        >
          {title}
        </path>
      ) : (
        <circle {...common} cx={limit.x1} cy={limit.y1} r={5} fill={limit.color} data-symbol="circle">
          {title}
        </circle>
      );
  }
};
