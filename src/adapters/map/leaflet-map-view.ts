import type * as Leaflet from 'leaflet';
import type { MapMarker, MapView } from '../../application/ports/map-view';
import type { Coordinates } from '../../domain/shared/geo';
import './leaflet-map-view.css';

/** Street level around a neighbourhood: the default zoom of the store finder. */
export const DEFAULT_MAP_ZOOM = 14;

/** How long the first tile may take before the map is declared unusable, ms (ours: a slow tile server). */
export const TILE_TIMEOUT_MS = 6000;

export interface LeafletMapOptions {
  /** An XYZ tile template ({z}/{x}/{y}). */
  readonly tileUrl: string;
  readonly attribution: string;
  readonly centre: Coordinates;
  readonly zoom?: number;
  readonly tileTimeoutMs?: number;
}

type LeafletModule = typeof Leaflet;

/** Leaflet is a UMD bundle: depending on the bundler its namespace arrives as the module or as its default. */
async function loadLeaflet(): Promise<LeafletModule> {
  const [module] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  const withDefault = module as LeafletModule & { default?: LeafletModule };
  return withDefault.default ?? module;
}

/**
 * A tiled map with Leaflet over a configurable tile server. Tiles that cannot load (the first tile fails, or none
 * arrives within TILE_TIMEOUT_MS) are reported once through onTilesFailed; a map whose tiles loaded never reports.
 * Leaflet is loaded on demand, so pages without a tile server never download it.
 */
export class LeafletMapView implements MapView {
  private readonly markerLayers = new Map<string, { layer: Leaflet.Marker; marker: MapMarker }>();
  private readonly selectListeners = new Set<(id: string) => void>();
  private readonly failListeners = new Set<() => void>();
  private selected: string | null = null;
  private tilesLoaded = false;
  private failed = false;
  private readonly timer: ReturnType<typeof setTimeout>;

  private constructor(
    private readonly L: LeafletModule,
    private readonly map: Leaflet.Map,
    tiles: Leaflet.TileLayer,
    timeoutMs: number,
  ) {
    tiles.on('tileload', () => {
      this.tilesLoaded = true;
      clearTimeout(this.timer);
    });
    tiles.on('tileerror', () => {
      if (!this.tilesLoaded) this.fail();
    });
    this.timer = setTimeout(() => {
      if (!this.tilesLoaded) this.fail();
    }, timeoutMs);
  }

  /** Draws a map into `host` once Leaflet has loaded. */
  static async mount(host: HTMLElement, options: LeafletMapOptions): Promise<LeafletMapView> {
    const L = await loadLeaflet();
    const map = L.map(host, { zoomControl: true, attributionControl: true }).setView(
      [options.centre.lat, options.centre.lng],
      options.zoom ?? DEFAULT_MAP_ZOOM,
    );
    const tiles = L.tileLayer(options.tileUrl, { attribution: options.attribution, maxZoom: 19 }).addTo(map);
    return new LeafletMapView(L, map, tiles, options.tileTimeoutMs ?? TILE_TIMEOUT_MS);
  }

  setCentre(centre: Coordinates): void {
    this.map.panTo([centre.lat, centre.lng]);
  }

  setMarkers(markers: readonly MapMarker[]): void {
    for (const { layer } of this.markerLayers.values()) layer.remove();
    this.markerLayers.clear();
    for (const marker of markers) {
      const layer = this.L.marker([marker.position.lat, marker.position.lng], {
        icon: this.icon(marker),
        title: marker.label,
        alt: marker.label,
        keyboard: marker.tone !== 'position',
        interactive: marker.tone !== 'position',
        zIndexOffset: marker.id === this.selected ? 1000 : 0,
      });
      if (marker.tone !== 'position') layer.on('click', () => this.emit(marker.id));
      layer.addTo(this.map);
      this.markerLayers.set(marker.id, { layer, marker });
    }
    const points = markers.map((m) => [m.position.lat, m.position.lng] as [number, number]);
    if (points.length > 1) this.map.fitBounds(points, { padding: [40, 40], maxZoom: DEFAULT_MAP_ZOOM + 1 });
  }

  /** Highlights the marker and pans it into view when it lies outside. */
  setSelected(id: string | null): void {
    this.selected = id;
    for (const [markerId, { layer, marker }] of this.markerLayers) {
      layer.setIcon(this.icon(marker));
      layer.setZIndexOffset(markerId === id ? 1000 : 0);
    }
    const chosen = id === null ? undefined : this.markerLayers.get(id)?.layer.getLatLng();
    if (chosen !== undefined && !this.map.getBounds().contains(chosen)) this.map.panTo(chosen);
  }

  onSelect(listener: (id: string) => void): () => void {
    this.selectListeners.add(listener);
    return () => this.selectListeners.delete(listener);
  }

  onTilesFailed(listener: () => void): () => void {
    this.failListeners.add(listener);
    if (this.failed) listener();
    return () => this.failListeners.delete(listener);
  }

  destroy(): void {
    clearTimeout(this.timer);
    this.selectListeners.clear();
    this.failListeners.clear();
    this.map.remove();
  }

  private icon(marker: MapMarker): Leaflet.DivIcon {
    const position = marker.tone === 'position';
    const classes = ['storefront-map-pin', `storefront-map-pin--${marker.tone}`];
    if (marker.id === this.selected) classes.push('storefront-map-pin--selected');
    return this.L.divIcon({
      className: classes.join(' '),
      html: '<span></span>',
      iconSize: position ? [36, 36] : [30, 36],
      iconAnchor: position ? [18, 18] : [15, 34],
    });
  }

  private fail(): void {
    if (this.failed) return;
    this.failed = true;
    clearTimeout(this.timer);
    for (const listener of this.failListeners) listener();
  }

  private emit(id: string): void {
    for (const listener of this.selectListeners) listener(id);
  }
}
