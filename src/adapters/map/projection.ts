import type { Coordinates } from '../../domain/shared/geo';

/** A point in a drawing's own units (SVG user units), x to the right, y downwards. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Web Mercator's northing in degree-like units, so that x (longitude) and y share one scale. */
function mercatorY(lat: number): number {
  const clamped = Math.max(-85, Math.min(85, lat));
  return (Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360)) * 180) / Math.PI;
}

/** The smallest half-span shown, in degrees (about 550 m): a lone marker does not fill the whole map. */
const MIN_HALF_SPAN_DEGREES = 0.005;

/**
 * A projection of positions onto a width x height drawing, centred on `centre`, scaled so that every one of
 * `positions` lies inside the drawing with `padding` units to spare (Web Mercator: straight north-up, equal scale
 * on both axes).
 */
export function fitProjection(input: {
  centre: Coordinates;
  positions: readonly Coordinates[];
  width: number;
  height: number;
  padding: number;
}): (position: Coordinates) => Point {
  const { centre, width, height, padding } = input;
  const cx = centre.lng;
  const cy = mercatorY(centre.lat);
  let halfX = MIN_HALF_SPAN_DEGREES;
  let halfY = MIN_HALF_SPAN_DEGREES;
  for (const p of input.positions) {
    halfX = Math.max(halfX, Math.abs(p.lng - cx));
    halfY = Math.max(halfY, Math.abs(mercatorY(p.lat) - cy));
  }
  const usableX = Math.max(1, width / 2 - padding);
  const usableY = Math.max(1, height / 2 - padding);
  const scale = Math.min(usableX / halfX, usableY / halfY);
  return (position) => ({
    x: width / 2 + (position.lng - cx) * scale,
    y: height / 2 - (mercatorY(position.lat) - cy) * scale,
  });
}
