import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeafletMapView, TILE_TIMEOUT_MS } from '../../../../src/adapters/map/leaflet-map-view';
import { mapTileUrl } from '../../../../src/adapters/map/map-config';
import { mountMapView } from '../../../../src/adapters/map/mount-map-view';
import { fitProjection } from '../../../../src/adapters/map/projection';
import { SvgSchematicMapView } from '../../../../src/adapters/map/svg-schematic-map-view';
import type { MapMarker } from '../../../../src/application/ports/map-view';
import { DEFAULT_MAP_CENTRE } from '../../../../src/domain/shared/geo';

const MARKERS: readonly MapMarker[] = [
  { id: 'me', position: DEFAULT_MAP_CENTRE, label: '내 위치', tone: 'position' },
  { id: '1', position: { lat: 37.4858, lng: 127.1222 }, label: '문정법조타운점', tone: 'open' },
  { id: '3', position: { lat: 37.5116, lng: 127.0863 }, label: '잠실새내점', tone: 'closed' },
];

function host(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('the projection of the schematic map', () => {
  it('keeps the centre in the middle, north up and every position inside the padding', () => {
    const project = fitProjection({
      centre: DEFAULT_MAP_CENTRE,
      positions: MARKERS.map((m) => m.position),
      width: 800,
      height: 480,
      padding: 40,
    });
    expect(project(DEFAULT_MAP_CENTRE)).toEqual({ x: 400, y: 240 });
    const north = project({ lat: 37.5116, lng: 127.0863 });
    const south = project({ lat: 37.4858, lng: 127.1222 });
    expect(north.y).toBeLessThan(south.y);
    expect(north.x).toBeLessThan(south.x);
    for (const { position } of MARKERS) {
      const { x, y } = project(position);
      expect(x).toBeGreaterThanOrEqual(40 - 1e-9);
      expect(x).toBeLessThanOrEqual(760 + 1e-9);
      expect(y).toBeGreaterThanOrEqual(40 - 1e-9);
      expect(y).toBeLessThanOrEqual(440 + 1e-9);
    }
  });
});

describe('the schematic map (no network)', () => {
  it('draws each store as a named button and the customer as a picture', () => {
    const view = new SvgSchematicMapView(host());
    view.setMarkers(MARKERS);
    const buttons = [...document.querySelectorAll('[role="button"]')].map((b) => b.getAttribute('aria-label'));
    expect(buttons).toEqual(['문정법조타운점', '잠실새내점']);
    expect(document.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('내 위치');
  });

  it('reports a marker picked by click or keyboard, and highlights the one selected from outside', () => {
    const view = new SvgSchematicMapView(host());
    view.setMarkers(MARKERS);
    const picked: string[] = [];
    const stop = view.onSelect((id) => picked.push(id));
    document.querySelector<SVGGElement>('[data-marker-id="1"]')?.dispatchEvent(new MouseEvent('click'));
    document
      .querySelector<SVGGElement>('[data-marker-id="3"]')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(picked).toEqual(['1', '3']);
    view.setSelected('3');
    expect(document.querySelector('[data-marker-id="3"]')?.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('[data-marker-id="1"]')?.getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelector('text')?.textContent).toBe('잠실새내점');
    stop();
    document.querySelector<SVGGElement>('[data-marker-id="1"]')?.dispatchEvent(new MouseEvent('click'));
    expect(picked).toEqual(['1', '3']);
  });

  it('scales to the stores nearest the centre, and brings a selected far store into view', () => {
    const near: MapMarker[] = Array.from({ length: 12 }, (_, i) => ({
      id: `n${i}`,
      position: { lat: DEFAULT_MAP_CENTRE.lat + 0.001 * (i + 1), lng: DEFAULT_MAP_CENTRE.lng },
      label: `가까운${i}`,
      tone: 'open',
    }));
    const far: MapMarker = { id: 'far', position: { lat: 37.6, lng: 127.3 }, label: '먼 매장', tone: 'open' };
    const view = new SvgSchematicMapView(host());
    view.setCentre(DEFAULT_MAP_CENTRE);
    view.setMarkers([...near, far]);
    const place = (id: string) => {
      const transform = document.querySelector(`[data-marker-id="${id}"]`)?.getAttribute('transform') ?? '';
      const [x = Number.NaN, y = Number.NaN] = (/translate\(([-\d.]+) ([-\d.]+)\)/.exec(transform) ?? [])
        .slice(1)
        .map(Number);
      return { x, y };
    };
    const inside = ({ x, y }: { x: number; y: number }) => x >= 0 && x <= 800 && y >= 0 && y <= 480;
    expect(inside(place('far'))).toBe(false);
    expect(inside(place('n0'))).toBe(true);
    view.setSelected('far');
    expect(inside(place('far'))).toBe(true);
  });

  it('is removed from the page when destroyed', () => {
    const element = host();
    const view = new SvgSchematicMapView(element);
    view.destroy();
    expect(element.querySelector('svg')).toBeNull();
  });
});

describe('the tiled map', () => {
  it('without a tile server, mounting draws the schematic', async () => {
    const element = host();
    const view = await mountMapView('tiles', element, {
      centre: DEFAULT_MAP_CENTRE,
      tileUrl: null,
      attribution: '',
      label: '매장 위치 지도',
    });
    expect(view).toBeInstanceOf(SvgSchematicMapView);
    expect(element.querySelector('svg')?.getAttribute('aria-label')).toBe('매장 위치 지도');
  });

  it('reports once that its tiles failed when none loads in time', async () => {
    vi.useFakeTimers();
    const view = await LeafletMapView.mount(host(), {
      tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      attribution: '',
      centre: DEFAULT_MAP_CENTRE,
    });
    let failures = 0;
    view.onTilesFailed(() => {
      failures += 1;
    });
    vi.advanceTimersByTime(TILE_TIMEOUT_MS - 1);
    expect(failures).toBe(0);
    vi.advanceTimersByTime(1);
    expect(failures).toBe(1);
    vi.advanceTimersByTime(TILE_TIMEOUT_MS * 2);
    expect(failures).toBe(1);
    let late = 0;
    view.onTilesFailed(() => {
      late += 1;
    });
    expect(late).toBe(1);
    view.destroy();
  });

  it('reads the tile server from VITE_MAP_TILE_URL; blank means none', () => {
    expect(mapTileUrl('  ')).toBeNull();
    expect(mapTileUrl(undefined)).toBeNull();
    expect(mapTileUrl(' https://t.example/{z}/{x}/{y}.png ')).toBe('https://t.example/{z}/{x}/{y}.png');
  });
});
