import { useMatches } from 'react-router';
import { EmptyState } from '../components/empty-state/empty-state';
import { InfoIcon } from '../components/icons/icons';
import type { RouteHandle } from '../shell/app-shell';

/** The honest line of a route whose screen is not built yet. */
export const NOT_READY_MESSAGE = '이 화면은 아직 준비 중입니다.';

/** A declared route whose screen a later step builds: its Korean title and the plain fact that it is not ready. */
export function NotReadyPage() {
  const matches = useMatches();
  const title = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.title ?? '준비 중';
  return <EmptyState headingLevel={1} title={title} description={NOT_READY_MESSAGE} icon={<InfoIcon size={32} />} />;
}

export { NotReadyPage as Component };
