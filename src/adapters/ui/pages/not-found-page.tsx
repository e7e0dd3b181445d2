import { Link } from 'react-router';
import { DEFAULT_CATEGORY_PATH } from '../../../domain/shared/constants';
import { buttonClassName } from '../components/button/button';
import { EmptyState } from '../components/empty-state/empty-state';
import { InfoIcon } from '../components/icons/icons';

/** Any path the storefront does not have. */
export function NotFoundPage() {
  return (
    <EmptyState
      headingLevel={1}
      title="페이지를 찾을 수 없습니다"
      description="주소가 바뀌었거나 없는 페이지예요. 메뉴에서 다시 찾아보세요."
      icon={<InfoIcon size={32} />}
      action={
        <>
          <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
            홈으로
          </Link>
          <Link to={DEFAULT_CATEGORY_PATH} className={buttonClassName()}>
            메뉴 보기
          </Link>
        </>
      }
    />
  );
}

export { NotFoundPage as Component };
