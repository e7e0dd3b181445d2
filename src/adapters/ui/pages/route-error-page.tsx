import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/button/button';
import { EmptyState } from '../components/empty-state/empty-state';
import { InfoIcon } from '../components/icons/icons';

/**
 * A page that failed to load or render (most often its code chunk after a new deploy): say so and offer a reload,
 * which fetches the current chunks. The error goes to the console for the developer.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <EmptyState
      headingLevel={1}
      title={notFound ? '페이지를 찾을 수 없습니다' : '화면을 불러오지 못했습니다'}
      description="잠시 후 다시 시도해주세요."
      icon={<InfoIcon size={32} />}
      action={<Button onClick={() => window.location.reload()}>다시 시도</Button>}
    />
  );
}
