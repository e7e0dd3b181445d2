export { AxiosAddressBook } from './axios-address-book';
export { AxiosCartGateway } from './axios-cart-gateway';
export { AxiosContentFeed } from './axios-content-feed';
export { AxiosInquiryDesk } from './axios-inquiry-desk';
export { AxiosMenuCatalog } from './axios-menu-catalog';
export { AxiosStoreLocator } from './axios-store-locator';
export {
  createHttpClient,
  type HttpClientOptions,
  refreshThrough,
  SIGNED_OUT_PATH,
  type TokenRefresh,
} from './http-client';
export { HttpError, type HttpErrorKind, isHttpStatus, toHttpError } from './http-error';
export { ContractViolationError } from './wire';
