import type { Point } from './locator-settings.js';

/** Where a point sits on the built-in map, in percent of its width and height from the top left. */
export interface MapPosition {
  readonly x: number;
  readonly y: number;
}

/** Room left around the outermost points, in percent, so no marker sits on the edge. */
const margin = 8;

/**
 * An equirectangular projection around `center` fitted to a box of `aspect` (width / height):
 * east-west distances shrink with the cosine of the latitude, so a town's places keep their
 * shape. Every point given fits; the centre is the middle of the box.
 */
export function fitProjection(center: Point, points: readonly Point[], aspect: number): (point: Point) => MapPosition {
  const shrink = Math.cos((center.latitude * Math.PI) / 180);
  const planar = (point: Point) => ({ x: (point.longitude - center.longitude) * shrink, y: center.latitude - point.latitude });
  // Half the span shown each way: the farthest point from the centre, at least a little so one point is not a zoom to nothing.
  const reach = points.map(planar).reduce((far, point) => Math.max(far, Math.abs(point.x) / aspect, Math.abs(point.y)), 0.01);
  const usable = (100 - 2 * margin) / 100;
  return (point) => {
    const { x, y } = planar(point);
    return { x: 50 + (x / (reach * aspect)) * 50 * usable, y: 50 + (y / reach) * 50 * usable };
  };
}
