import { makeAutoObservable, runInAction } from 'mobx';
import type { MapMarker } from '../../../../application/ports/map-view';
import type { Page } from '../../../../application/ports/page';
import type { ChooseStore } from '../../../../application/use-cases/choose-store';
import type { FindNearbyStores, FindNearbyStoresResult } from '../../../../application/use-cases/find-nearby-stores';
import type { SearchStoresByName } from '../../../../application/use-cases/search-stores-by-name';
import { parseQuery } from '../../../../domain/navigation/url';
import { type Coordinates, DEFAULT_MAP_CENTRE } from '../../../../domain/shared/geo';
import { groupStoresByAvailability } from '../../../../domain/store/grouping';
import { type FinderPositionSource, isTakeoutFinder } from '../../../../domain/store/store-choice';
import type { Store } from '../../../../domain/store/types';
import { totalPagesFor } from '../../../../domain/validation/pagination';
import type { Geolocator } from '../../../map/geolocator';
import type { MapKind } from '../../../map/mount-map-view';
import { type StoreCardView, storeCardView, storeMarker } from './store-card-view';
import { STORE_MESSAGES } from './store-messages';
import type { StoresMapPreload } from './stores-map.loader';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The id of the customer's own marker (store markers use the branch id). */
export const POSITION_MARKER_ID = 'me';

export interface StoresMapDeps {
  readonly findNearby: Pick<FindNearbyStores, 'execute'>;
  readonly searchByName: Pick<SearchStoresByName, 'execute'>;
  readonly chooseStore: Pick<ChooseStore, 'execute'>;
  readonly geolocator: Geolocator;
  readonly navigate: (to: string) => void;
  /** The tile server, or null to draw the schematic map from the start. */
  readonly tileUrl: string | null;
}

/**
 * The store finder (spec §2 /stores/map, §4 availability, §9): stores near the customer's position (browser,
 * else the remembered cookie, else the default centre), a name search paged by 30, the two availability groups,
 * the map's markers and selection, and choosing a store: the branch, position and takeout are remembered for 7
 * days and the customer returns to redirect_to (guarded) with branchId and mealType=takeout.
 */
export class StoresMapViewModel {
  redirectTo: string | null = null;
  forTakeout = false;
  /** The default centre until the first nearby search says which position it used (remembered or located). */
  position: Coordinates = DEFAULT_MAP_CENTRE;
  positionSource: FinderPositionSource = 'default';
  locating = false;
  nearby: readonly Store[] = [];
  nearbyStatus: LoadStatus = 'idle';
  searchInput = '';
  searchedName: string | null = null;
  searchResult: Page<Store> | null = null;
  searchStatus: LoadStatus = 'idle';
  selectedId: number | null = null;
  mapKind: MapKind;
  choosingId: number | null = null;
  /** The browser's position once the customer allowed it; null: the remembered one (or the default centre). */
  private located: Coordinates | null = null;
  private nearbyRequest = 0;
  private searchRequest = 0;
  /**
   * The route loader's list is on screen (issue 13): the first nearby read refreshes it behind the list instead of
   * showing skeletons. It is read again because the server knows no remembered position (it reads no cookie).
   */
  private refreshQuietly = false;

  /**
   * `preload`: the route loader's answer (the finder its query named, the stores around, the name search it named),
   * shown at once.
   */
  constructor(
    private readonly deps: StoresMapDeps,
    preload: StoresMapPreload | null = null,
  ) {
    this.mapKind = deps.tileUrl === null ? 'schematic' : 'tiles';
    makeAutoObservable<StoresMapViewModel, 'deps' | 'located' | 'nearbyRequest' | 'searchRequest' | 'refreshQuietly'>(
      this,
      { deps: false, located: false, nearbyRequest: false, searchRequest: false, refreshQuietly: false },
    );
    if (preload?.nearby) {
      this.forTakeout = preload.forTakeout;
      this.showNearby(preload.nearby);
      this.refreshQuietly = true;
    }
    const search = preload?.search;
    if (search) {
      this.searchInput = search.name;
      this.searchedName = search.name;
      if (search.result !== null) {
        this.searchResult = search.result;
        this.searchStatus = 'ready';
      }
    }
  }

  private showNearby(found: FindNearbyStoresResult): void {
    this.position = found.position;
    this.positionSource = found.source;
    this.nearby = found.stores;
    this.nearbyStatus = 'ready';
  }

  /** Reads for=takeout and redirect_to from the page's query. */
  setQuery(search: string): void {
    const query = parseQuery(search);
    this.forTakeout = isTakeoutFinder(query['for']);
    this.redirectTo = query['redirect_to'] ?? null;
  }

  /**
   * Lists the stores around the remembered (or default) position at once (and the search the address named, when
   * the loader could not read it), then asks for the browser's position.
   */
  async start(): Promise<void> {
    if (this.mode === 'search' && this.searchStatus === 'idle') void this.goToPage(1);
    await this.loadNearby();
    await this.locate();
  }

  /** Spec §2: the browser position when the customer allows it; a refusal keeps the current position. */
  async locate(): Promise<void> {
    this.locating = true;
    const found = await this.deps.geolocator.current();
    runInAction(() => {
      this.locating = false;
    });
    if (found === null) return;
    this.located = found;
    await this.loadNearby();
  }

  async loadNearby(): Promise<void> {
    const request = ++this.nearbyRequest;
    const quietly = this.refreshQuietly;
    this.refreshQuietly = false;
    if (!quietly) this.nearbyStatus = 'loading';
    try {
      const found = await this.deps.findNearby.execute({ forTakeout: this.forTakeout, located: this.located });
      if (request !== this.nearbyRequest) return;
      runInAction(() => this.showNearby(found));
    } catch (error) {
      console.error('nearby stores could not be read', error);
      // A failed refresh behind the loader's list keeps the list.
      if (request === this.nearbyRequest && !quietly) runInAction(() => (this.nearbyStatus = 'failed'));
    }
  }

  setSearchInput(value: string): void {
    this.searchInput = value;
  }

  /** Spec §7/§9: the name search, page 1 of 30; a blank name goes back to the stores nearby. */
  async submitSearch(): Promise<void> {
    const name = this.searchInput.trim();
    if (name === '') {
      this.clearSearch();
      return;
    }
    this.searchedName = name;
    await this.goToPage(1);
  }

  async goToPage(page: number): Promise<void> {
    const name = this.searchedName;
    if (name === null) return;
    const request = ++this.searchRequest;
    this.searchStatus = 'loading';
    this.selectedId = null;
    try {
      const found = await this.deps.searchByName.execute({ name, page });
      if (request !== this.searchRequest) return;
      runInAction(() => {
        this.searchResult = found.kind === 'found' ? found.result : null;
        this.searchStatus = 'ready';
      });
    } catch (error) {
      console.error('store search failed', error);
      if (request === this.searchRequest) runInAction(() => (this.searchStatus = 'failed'));
    }
  }

  clearSearch(): void {
    this.searchRequest += 1;
    this.searchInput = '';
    this.searchedName = null;
    this.searchResult = null;
    this.searchStatus = 'idle';
    this.selectedId = null;
  }

  /** A marker or a card was picked: it is highlighted on both (picking it again clears the highlight). */
  select(branchId: number | null): void {
    this.selectedId = branchId === this.selectedId ? null : branchId;
  }

  /** A marker id from the map (the customer's own marker selects nothing). */
  selectMarker(id: string): void {
    const branchId = Number(id);
    if (id !== POSITION_MARKER_ID && Number.isSafeInteger(branchId)) this.selectedId = branchId;
  }

  /** The tiled map reported that its tiles cannot load: draw the schematic instead. */
  reportTilesFailed(): void {
    this.mapKind = 'schematic';
  }

  /**
   * Spec §2/§4/§9: choosing a store that takes orders remembers takeout, the branch and the position (cookies, 7
   * days) and returns to redirect_to (same-site paths only, else /categories/1) with branchId and mealType=takeout.
   */
  async choose(branchId: number): Promise<void> {
    const store = this.stores.find((s) => s.branchId === branchId);
    if (store === undefined || this.choosingId !== null) return;
    this.choosingId = branchId;
    const result = await this.deps.chooseStore.execute({ store, position: this.position, redirectTo: this.redirectTo });
    // The choice stays marked while the page leaves, so a second press does not choose again.
    if (result.kind === 'navigate') this.deps.navigate(result.to);
    else runInAction(() => (this.choosingId = null));
  }

  get mode(): 'nearby' | 'search' {
    return this.searchedName === null ? 'nearby' : 'search';
  }

  get status(): LoadStatus {
    return this.mode === 'search' ? this.searchStatus : this.nearbyStatus;
  }

  /** The stores listed now: the search page, or the stores nearby. */
  get stores(): readonly Store[] {
    return this.mode === 'search' ? (this.searchResult?.items ?? []) : this.nearby;
  }

  /** Spec §4: the main list and the unavailable group (HIDDEN, SOLD_OUT), each nearest first. */
  get availableCards(): readonly StoreCardView[] {
    return this.groups.available.map((store) => storeCardView(store, this.position, this.selectedId));
  }

  get unavailableCards(): readonly StoreCardView[] {
    return this.groups.unavailable.map((store) => storeCardView(store, this.position, this.selectedId));
  }

  get currentPage(): number {
    return this.searchResult?.page ?? 1;
  }

  /** Pages of the name search (spec §9: 30 a page); 0 outside a search. */
  get totalPages(): number {
    const result = this.searchResult;
    if (this.mode !== 'search' || result === null) return 0;
    return totalPagesFor(result.totalCount, result.size);
  }

  /** The heading over the list. */
  get listHeading(): string {
    if (this.mode === 'search') {
      const total = this.searchResult?.totalCount;
      return total === undefined
        ? STORE_MESSAGES.searchHeading(this.searchedName ?? '')
        : STORE_MESSAGES.searchResult(this.searchedName ?? '', total);
    }
    return STORE_MESSAGES.nearbyHeading;
  }

  /** Where the nearby list is measured from, in words. */
  get positionNote(): string {
    if (this.locating) return STORE_MESSAGES.locating;
    return STORE_MESSAGES.positionSource[this.positionSource];
  }

  get emptyMessage(): string {
    return this.mode === 'search' ? STORE_MESSAGES.searchEmpty : STORE_MESSAGES.nearbyEmpty;
  }

  /** The customer's position and every listed store, the selected one highlighted by the map. */
  get markers(): readonly MapMarker[] {
    const me: MapMarker = {
      id: POSITION_MARKER_ID,
      position: this.position,
      label: STORE_MESSAGES.myPosition,
      tone: 'position',
    };
    const stores = this.stores.map(storeMarker);
    return [me, ...stores];
  }

  get selectedMarkerId(): string | null {
    return this.selectedId === null ? null : String(this.selectedId);
  }

  /**
   * The map stays on the position the stores are measured from; a selected store is highlighted (and brought into
   * view by the map) rather than moving the centre, so the map does not jump at every pick.
   */
  get mapCentre(): Coordinates {
    return this.position;
  }

  get pageTitle(): string {
    return this.forTakeout ? STORE_MESSAGES.takeoutTitle : STORE_MESSAGES.finderTitle;
  }

  private get groups() {
    return groupStoresByAvailability(this.stores, this.position);
  }
}
