import type { MapMarker, MapView } from '../../application/ports/map-view';
import { type Coordinates, DEFAULT_MAP_CENTRE } from '../../domain/shared/geo';
import { fitProjection } from './projection';
import styles from './schematic-map.module.css';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The drawing's size when the host has none yet (jsdom, a hidden tab), in CSS px. */
const FALLBACK_SIZE = { width: 800, height: 480 } as const;

/** Room kept around the markers so a pin and its label never touch the edge, in CSS px. */
const PADDING = 44;

/**
 * How many stores nearest the centre the drawing is scaled to show (ours): a small map fits fewer, so 30 pins do not
 * pile up; the others lie beyond the edge until one is selected, which always comes into view.
 */
const FITTED_MARKERS = { wide: 12, narrow: 7 } as const;

/** Below this width (CSS px) the map counts as narrow. */
const NARROW_WIDTH = 560;

/** A teardrop pin 24 wide and 34 tall whose tip is the marker's position (0, 0). */
const PIN_PATH = 'M0 0C-3-9-12-13-12-22A12 12 0 1 1 12-22C12-13 3-9 0 0Z';

type Attributes = Readonly<Record<string, string | number>>;

/**
 * A map that needs no network (spec §2: the store finder works offline): a schematic street grid with the markers
 * placed by their projected coordinates, centred on the map centre and scaled to show every marker. Markers are
 * buttons: a click, Enter or Space selects them.
 */
export class SvgSchematicMapView implements MapView {
  private readonly svg: SVGSVGElement;
  private centre: Coordinates = DEFAULT_MAP_CENTRE;
  private markers: readonly MapMarker[] = [];
  private selected: string | null = null;
  private readonly selectListeners = new Set<(id: string) => void>();
  private readonly resizeObserver: ResizeObserver | null;

  constructor(
    private readonly host: HTMLElement,
    private readonly label = '매장 위치 지도',
  ) {
    this.svg = this.element('svg', { role: 'group', 'aria-label': this.label, class: styles.svg ?? '' });
    host.append(this.svg);
    const Observer = host.ownerDocument.defaultView?.ResizeObserver;
    this.resizeObserver = Observer === undefined ? null : new Observer(() => this.render());
    this.resizeObserver?.observe(host);
    this.render();
  }

  setCentre(centre: Coordinates): void {
    this.centre = centre;
    this.render();
  }

  setMarkers(markers: readonly MapMarker[]): void {
    this.markers = markers;
    this.render();
  }

  setSelected(id: string | null): void {
    this.selected = id;
    this.render();
  }

  onSelect(listener: (id: string) => void): () => void {
    this.selectListeners.add(listener);
    return () => this.selectListeners.delete(listener);
  }

  /** Nothing to fail: the schematic needs no tiles. */
  onTilesFailed(_listener: () => void): () => void {
    return () => undefined;
  }

  destroy(): void {
    this.resizeObserver?.disconnect();
    this.selectListeners.clear();
    this.svg.remove();
  }

  private size(): { width: number; height: number } {
    const { clientWidth, clientHeight } = this.host;
    return clientWidth > 0 && clientHeight > 0 ? { width: clientWidth, height: clientHeight } : FALLBACK_SIZE;
  }

  private render(): void {
    const { width, height } = this.size();
    this.svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    this.svg.replaceChildren(this.scenery(width, height));
    const project = fitProjection({
      centre: this.centre,
      positions: this.fittedPositions(width),
      width,
      height,
      padding: PADDING,
    });
    // The selected marker is drawn last so that it lies on top of its neighbours.
    const ordered = [...this.markers].sort((a, b) => Number(a.id === this.selected) - Number(b.id === this.selected));
    for (const marker of ordered) {
      const { x, y } = project(marker.position);
      // A pin beyond the edge is left out: it could not be seen, so it must not take a Tab stop either.
      if (x < 0 || x > width || y < 0 || y > height) continue;
      this.svg.append(marker.tone === 'position' ? this.positionDot(marker, x, y) : this.pin(marker, x, y));
    }
  }

  /** The positions the scale must show: the stores nearest the centre and the selected one. */
  private fittedPositions(width: number): Coordinates[] {
    const count = width < NARROW_WIDTH ? FITTED_MARKERS.narrow : FITTED_MARKERS.wide;
    const squared = (p: Coordinates) => (p.lat - this.centre.lat) ** 2 + (p.lng - this.centre.lng) ** 2;
    const nearest = this.markers
      .filter((m) => m.tone !== 'position')
      .sort((a, b) => squared(a.position) - squared(b.position))
      .slice(0, count);
    const selected = this.markers.find((m) => m.id === this.selected);
    return [...nearest, ...(selected === undefined ? [] : [selected])].map((m) => m.position);
  }

  /** Decorative blocks, a park, a river and streets: a city at a glance, hidden from assistive technology. */
  private scenery(width: number, height: number): SVGGElement {
    const g = this.element('g', { 'aria-hidden': 'true' });
    const step = 72;
    for (let x = 8; x < width; x += step) {
      for (let y = 8; y < height; y += step) {
        g.append(this.element('rect', { x, y, width: step - 16, height: step - 16, rx: 6, class: styles.block ?? '' }));
      }
    }
    g.append(
      this.element('rect', {
        x: width * 0.62,
        y: height * 0.12,
        width: step * 2 - 16,
        height: step - 16,
        rx: 14,
        class: styles.park ?? '',
      }),
      this.element('path', {
        d: `M${-40} ${height * 0.2}C${width * 0.3} ${height * 0.02} ${width * 0.55} ${height * 0.3} ${width + 40} ${height * 0.08}`,
        class: styles.river ?? '',
      }),
    );
    for (let x = 0; x <= width; x += step) this.line(g, x, 0, x, height, styles.minor);
    for (let y = 0; y <= height; y += step) this.line(g, 0, y, width, y, styles.minor);
    const majors: [number, number, number, number][] = [
      [0, height * 0.55, width, height * 0.48],
      [width * 0.38, 0, width * 0.44, height],
      [0, height, width * 0.9, 0],
    ];
    for (const [x1, y1, x2, y2] of majors) this.line(g, x1, y1, x2, y2, styles.majorCasing);
    for (const [x1, y1, x2, y2] of majors) this.line(g, x1, y1, x2, y2, styles.major);
    return g;
  }

  private pin(marker: MapMarker, x: number, y: number): SVGGElement {
    const selected = marker.id === this.selected;
    const classes = [styles.marker, styles[marker.tone], selected ? styles.selected : ''];
    const g = this.element('g', {
      transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})`,
      class: classes.filter(Boolean).join(' '),
      role: 'button',
      tabindex: 0,
      'aria-label': marker.label,
      'aria-pressed': String(selected),
      'data-marker-id': marker.id,
    });
    g.append(this.element('path', { d: PIN_PATH, class: styles.pin ?? '' }));
    g.append(this.element('circle', { cx: 0, cy: selected ? -28.6 : -22, r: 4.5, class: styles.dot ?? '' }));
    if (selected) {
      const text = this.element('text', { x: 0, y: -50, 'text-anchor': 'middle', class: styles.label ?? '' });
      text.textContent = marker.label;
      g.append(text);
    }
    g.addEventListener('click', () => this.emit(marker.id));
    g.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      this.emit(marker.id);
    });
    return g;
  }

  private positionDot(marker: MapMarker, x: number, y: number): SVGGElement {
    const g = this.element('g', {
      transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})`,
      role: 'img',
      'aria-label': marker.label,
      'data-marker-id': marker.id,
    });
    g.append(this.element('circle', { r: 18, class: styles.halo ?? '' }));
    g.append(this.element('circle', { r: 7, class: styles.me ?? '' }));
    return g;
  }

  private emit(id: string): void {
    for (const listener of this.selectListeners) listener(id);
  }

  private line(g: SVGGElement, x1: number, y1: number, x2: number, y2: number, className: string | undefined): void {
    g.append(this.element('line', { x1, y1, x2, y2, class: className ?? '' }));
  }

  private element<K extends keyof SVGElementTagNameMap>(name: K, attributes: Attributes): SVGElementTagNameMap[K] {
    const node = this.host.ownerDocument.createElementNS(SVG_NS, name);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
    return node;
  }
}
