import type { MapView } from '../../application/ports/map-view';
import type { Coordinates } from '../../domain/shared/geo';
import { LeafletMapView } from './leaflet-map-view';
import { SvgSchematicMapView } from './svg-schematic-map-view';

/** Which map a page draws: tiles from a tile server, or the offline schematic. */
export type MapKind = 'tiles' | 'schematic';

export interface MapMountOptions {
  readonly centre: Coordinates;
  /** The tile template; required for 'tiles'. */
  readonly tileUrl: string | null;
  readonly attribution: string;
  /** The map's accessible name. */
  readonly label: string;
}

/**
 * Draws a map of `kind` into `host`. Tiles need a tile URL; without one, or when Leaflet itself cannot load, the
 * schematic is drawn instead (it needs no network), so a page always gets a working map.
 */
export async function mountMapView(kind: MapKind, host: HTMLElement, options: MapMountOptions): Promise<MapView> {
  if (kind === 'tiles' && options.tileUrl !== null) {
    try {
      return await LeafletMapView.mount(host, {
        tileUrl: options.tileUrl,
        attribution: options.attribution,
        centre: options.centre,
      });
    } catch (error) {
      console.error('the tiled map could not start; drawing the schematic map', error);
    }
  }
  const view = new SvgSchematicMapView(host, options.label);
  view.setCentre(options.centre);
  return view;
}
