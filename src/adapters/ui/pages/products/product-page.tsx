import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link, useLoaderData, useLocation, useNavigate, useParams } from 'react-router';
import { DEFAULT_CATEGORY_PATH } from '../../../../domain/shared/constants';
import { TOKENS } from '../../../../tokens';
import { Button, buttonClassName } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { InfoIcon, PlusIcon } from '../../components/icons/icons';
import { AlertModal } from '../../components/modal/alert-modal';
import { Skeleton } from '../../components/skeleton/skeleton';
import { useRootStore, useService, useViewModel } from '../../di/services';
import { UI_TOKENS } from '../../di/ui-tokens';
import { AdultMark } from '../categories/product-card';
import { AddedToCartModal } from './added-to-cart-modal';
import { NutritionModal } from './nutrition-modal';
import type { ProductPreload } from './product.loader';
import { ProductViewModel } from './product.view-model';
import { ProductOptions } from './product-options';
import styles from './product-page.module.css';

/** The menu artwork is 400 x 400; the big image box keeps that ratio so nothing moves when it arrives. */
const IMAGE_SIZE = 400;

function ProductSkeleton() {
  return (
    <div className={styles.hero} aria-hidden="true">
      <Skeleton className={styles.imageBox} height="auto" radius={20} />
      <div className={styles.summary}>
        <Skeleton width="60%" height={34} />
        <Skeleton width="90%" height={18} />
        <Skeleton width="35%" height={30} />
      </div>
    </div>
  );
}

const OrderFormRow = observer(function OrderFormRow({ product }: { readonly product: ProductViewModel }) {
  if (!product.showsOrderFormButton) return null;
  return (
    <div className={styles.formRow}>
      <Button
        variant="secondary"
        size="sm"
        className={styles.formButton}
        icon={<PlusIcon size={16} />}
        disabled={product.buttonsDisabled}
        onClick={() => product.addToOrderForm()}
      >
        주문표에 담기
      </Button>
      <p className={styles.notice} role="status">
        {product.notice ?? '여러 메뉴를 주문표에 담아 한 번에 주문할 수 있어요.'}
      </p>
    </div>
  );
});

const ProductActions = observer(function ProductActions({ product }: { readonly product: ProductViewModel }) {
  return (
    <div className={styles.actions}>
      <div className={styles.totalRow}>
        <span>
          총 주문금액
          {product.orderFormNote === null ? null : <span className={styles.formNote}> ({product.orderFormNote})</span>}
        </span>
        <strong className={styles.total} aria-live="polite">
          {product.orderTotal}
        </strong>
      </div>
      <div className={styles.buttons}>
        {product.soldOut ? (
          <Button size="lg" fullWidth disabled>
            품절된 메뉴입니다
          </Button>
        ) : (
          product.buttons.map((button) => (
            <Button
              key={button.action}
              size="lg"
              variant={button.variant}
              fullWidth
              disabled={product.buttonsDisabled}
              loading={product.running === button.action}
              onClick={() => void product.run(button.action)}
            >
              {button.label}
            </Button>
          ))
        )}
      </div>
    </div>
  );
});

const ProductBody = observer(function ProductBody({ product }: { readonly product: ProductViewModel }) {
  const detail = product.detail;
  if (detail === null) return null;
  return (
    <>
      <div className={styles.hero}>
        <div className={styles.imageBox}>
          <img
            src={detail.menuImageUrl}
            alt={detail.menuName}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            className={styles.image}
            fetchPriority="high"
          />
          {product.soldOut ? <span className={styles.soldOut}>품절</span> : null}
        </div>
        <div className={styles.summary}>
          <h1 className={styles.name}>
            {detail.adultOnly === true ? <AdultMark className={styles.adultMark} /> : null}
            {detail.menuName}
          </h1>
          <p className={styles.description}>{detail.description}</p>
          <p className={styles.price}>{product.price}</p>
          {detail.adultOnly === true ? (
            <p className={styles.adultNote}>
              19세 미만 청소년은 구매할 수 없는 상품입니다. 주문 시 성인 인증이 필요합니다.
            </p>
          ) : null}
          <button type="button" className={styles.infoButton} onClick={() => product.openNutrition()}>
            <InfoIcon size={18} />
            영양성분 · 원산지 · 알레르기 정보
          </button>
        </div>
      </div>
      <ProductOptions product={product} />
      <OrderFormRow product={product} />
      <ProductActions product={product} />
    </>
  );
});

/** Spec §2/§4/§5 /products/{id}: the menu, its options, quantity, line total, order form and cart buttons. */
export const ProductPage = observer(function ProductPage() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const root = useRootStore();
  const orderForm = useService(UI_TOKENS.OrderFormStore);
  const preload = (useLoaderData() as ProductPreload | undefined) ?? null;
  const product = useViewModel(
    (get) =>
      new ProductViewModel(
        {
          showMenu: get(TOKENS.ShowMenu),
          addToCart: get(TOKENS.AddOrderFormToCart),
          payNow: get(TOKENS.PayNow),
          orderForm,
          cart: root.cart,
          effects: { navigate: (to) => void navigateRef.current(to) },
        },
        { id, search: location.search, preload },
      ),
  );
  useEffect(() => product.setRoute(id, location.search, preload), [product, id, location.search, preload]);

  return (
    <article className={styles.page} aria-busy={product.status === 'loading'}>
      {product.status === 'loading' ? <ProductSkeleton /> : null}
      {product.status === 'ready' ? <ProductBody product={product} /> : null}
      {product.status === 'not-found' ? (
        <EmptyState
          headingLevel={1}
          title="찾을 수 없는 메뉴입니다"
          description="판매가 끝났거나 이 매장에서 주문할 수 없는 메뉴입니다."
          icon={<InfoIcon size={32} />}
          action={
            <Link to={DEFAULT_CATEGORY_PATH} className={buttonClassName()}>
              메뉴 보러 가기
            </Link>
          }
        />
      ) : null}
      {product.status === 'failed' ? (
        <EmptyState
          headingLevel={1}
          title="메뉴를 불러오지 못했습니다"
          description="네트워크 상태를 확인하고 다시 시도해주세요."
          icon={<InfoIcon size={32} />}
          action={<Button onClick={() => void product.load()}>다시 시도</Button>}
        />
      ) : null}
      <NutritionModal product={product} />
      <AlertModal open={product.alertMessage !== null} onConfirm={() => product.closeAlert()}>
        {product.alertMessage}
      </AlertModal>
      <AddedToCartModal product={product} />
    </article>
  );
});

export { ProductPage as Component };
