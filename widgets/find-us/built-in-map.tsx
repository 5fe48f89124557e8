import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { useMessages } from '../../src/runtime/index.js';
import { dimmedOpacity, type LocatorMapProps } from './map-props.js';
import { fitProjection } from './projection.js';

/** The drawing's width over its height. */
const aspect = 4 / 3;
const gridLines = [20, 40, 60, 80];

/**
 * The locator's map without a maps key (spec/3 §2-§4 with no tiles): the places drawn from their
 * coordinates around the centre, numbered as the list, each a button that selects it; the
 * selected one is bigger and the others dimmed, and the member's position is a dot. A notice says
 * a full street map needs the credit union's Google Maps key.
 */
export function BuiltInMap({ places, center, device, centerName, selectedId, onSelect }: LocatorMapProps): ReactNode {
  const t = useMessages();
  const project = fitProjection(center, [...places, ...(device ? [device] : [])], aspect);
  const here = device ? project(device) : undefined;
  const middle = project(center);
  return (
    <div className="pb-find-us-built-in-map">
      <div className="pb-find-us-map-canvas" data-testid="find-us-built-in-map">
        <svg role="img" aria-label={t('findUs.map.label', { count: places.length, place: centerName })} viewBox={`0 0 ${100 * aspect} 100`} preserveAspectRatio="none">
          <rect width={100 * aspect} height={100} className="pb-find-us-map-land" />
          {gridLines.map((line) => (
            <g key={line} className="pb-find-us-map-grid">
              <line x1={0} x2={100 * aspect} y1={line} y2={line} />
              <line x1={(line * aspect)} x2={(line * aspect)} y1={0} y2={100} />
            </g>
          ))}
          <path d={`M ${(middle.x - 2) * aspect} ${middle.y} h ${4 * aspect} M ${middle.x * aspect} ${middle.y - 2} v 4`} className="pb-find-us-map-centre" />
          {here ? <circle cx={here.x * aspect} cy={here.y} r={1.6} className="pb-find-us-map-you" /> : null}
        </svg>
        {here ? <span className="pb-find-us-map-you-label" style={{ left: `${here.x}%`, top: `${here.y}%` }}>{t('findUs.map.you')}</span> : null}
        {places.map((place, index) => {
          const { x, y } = project(place);
          const selected = place.id === selectedId;
          return (
            <button
              key={place.id}
              type="button"
              className={`pb-find-us-marker${selected ? ' pb-find-us-marker-selected' : ''}`}
              // Nearer places are drawn over farther ones they overlap, the selected one over all.
              style={{ left: `${x}%`, top: `${y}%`, opacity: selectedId && !selected ? dimmedOpacity : 1, zIndex: selected ? places.length + 1 : places.length - index }}
              aria-label={t('findUs.map.marker', { number: index + 1, name: place.name })}
              aria-pressed={selected}
              onClick={() => onSelect(place.id)}
            >
              {index + 1}
            </button>
          );
        })}
      </div>
      <Alert type="info" showIcon title={t('findUs.map.noKey')} />
    </div>
  );
}
