/**
 * The tile server of the map (an XYZ template such as https://tile.example/{z}/{x}/{y}.png), from the build's
 * VITE_MAP_TILE_URL. Unset or blank means no tile server: the page draws the schematic map, which needs no network
 * (the machines this storefront is built on have no internet).
 */
export function mapTileUrl(raw: string | undefined = import.meta.env['VITE_MAP_TILE_URL']): string | null {
  const url = raw?.trim() ?? '';
  return url === '' ? null : url;
}

/** The tile provider's credit line (VITE_MAP_TILE_ATTRIBUTION), shown in the map corner as tile licences require. */
export function mapTileAttribution(raw: string | undefined = import.meta.env['VITE_MAP_TILE_ATTRIBUTION']): string {
  return raw?.trim() ?? '';
}
