/**
 * The caller line the e2e server is started with (playwright.config.ts passes it as ARS_LINES): the tests sign
 * their IVR requests with it. A test-only secret, never a production one.
 */
export const E2E_ARS_LINE = { keyId: 'e2e-ivr-line', secret: 'e2e-ivr-line-secret-for-tests-only-000000' } as const;
