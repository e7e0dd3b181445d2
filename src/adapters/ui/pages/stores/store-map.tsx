import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { MapView } from '../../../../application/ports/map-view';
import { mapTileAttribution, mapTileUrl } from '../../../map/map-config';
import { mountMapView } from '../../../map/mount-map-view';
import { STORE_MESSAGES } from './store-messages';
import type { StoresMapViewModel } from './stores-map.view-model';
import styles from './stores-map-page.module.css';

/**
 * The map beside the store list through the MapView port: tiles when a tile server is configured, the schematic
 * otherwise or as soon as the tiles report failure. Markers, selection and centre follow the view-model; picking a
 * marker selects its store.
 */
export const StoreMap = observer(function StoreMap({ finder }: { readonly finder: StoresMapViewModel }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<MapView | null>(null);
  const kind = finder.mapKind;

  useEffect(() => {
    const host = hostRef.current;
    if (host === null) return;
    let cancelled = false;
    let mounted: MapView | null = null;
    const stops: (() => void)[] = [];
    void mountMapView(kind, host, {
      centre: finder.mapCentre,
      tileUrl: mapTileUrl(),
      attribution: mapTileAttribution(),
      label: STORE_MESSAGES.mapLabel,
    }).then((created) => {
      if (cancelled) {
        created.destroy();
        return;
      }
      mounted = created;
      stops.push(created.onSelect((id) => finder.selectMarker(id)));
      stops.push(created.onTilesFailed(() => finder.reportTilesFailed()));
      setView(created);
    });
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
      mounted?.destroy();
      setView(null);
    };
  }, [finder, kind]);

  useEffect(() => {
    if (view === null) return;
    const stops = [
      reaction(
        () => finder.markers,
        (markers) => view.setMarkers(markers),
        { fireImmediately: true },
      ),
      reaction(
        () => finder.selectedMarkerId,
        (id) => view.setSelected(id),
        { fireImmediately: true },
      ),
      reaction(
        () => finder.mapCentre,
        (centre) => view.setCentre(centre),
        { fireImmediately: true },
      ),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [finder, view]);

  return (
    <div className={styles.mapBox}>
      {/* A new host per kind: the schematic never inherits what Leaflet left on the element. */}
      <div key={kind} ref={hostRef} className={styles.map} data-map-kind={kind} />
      {kind === 'schematic' ? (
        <p className={styles.mapNotice} role="note">
          {STORE_MESSAGES.schematicNotice}
        </p>
      ) : null}
    </div>
  );
});
