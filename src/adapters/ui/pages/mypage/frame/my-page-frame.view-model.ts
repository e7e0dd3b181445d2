import { makeAutoObservable } from 'mobx';
import {
  activeMyPageKey,
  type MyPageKey,
  myPageMenu,
  type Viewer,
} from '../../../../../domain/navigation/role-visibility';

/** One entry of the my-page menu as the frame draws it. */
export interface MyPageFrameEntry {
  readonly key: MyPageKey;
  readonly label: string;
  readonly href: string;
  readonly active: boolean;
}

/** What the frame reads: who is looking and where they are (the shell's view-model has both). */
export interface MyPageFrameSource {
  readonly viewer: Viewer;
  readonly pathname: string;
}

/**
 * The my-page frame (spec §2 my-page menu): the entries the viewer may see, with the viewer's labels (a guest reads
 * 주문 이력 and has no 내 정보, 나의 포인트 or 멤버십 안내), the entry of the current path marked.
 */
export class MyPageFrameViewModel {
  constructor(private readonly source: MyPageFrameSource) {
    makeAutoObservable<MyPageFrameViewModel, 'source'>(this, { source: false });
  }

  get entries(): readonly MyPageFrameEntry[] {
    const active = activeMyPageKey(this.source.pathname);
    return myPageMenu(this.source.viewer).map((entry) => ({
      key: entry.key,
      label: entry.label,
      href: entry.path,
      active: entry.key === active,
    }));
  }

  /** The label of the current entry (the mobile list names it for screen readers); null off the menu. */
  get currentLabel(): string | null {
    return this.entries.find((entry) => entry.active)?.label ?? null;
  }
}
