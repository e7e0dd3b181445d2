/** A guest whose phone number was confirmed by code (spec §5 "guest type uses name 비회원 then a guest confirmation"). */
export interface GuestConfirmation {
  /** The guest owner to sign in as (`guest:<uuid>`): the visitor who confirmed, so their cart stays theirs. */
  readonly ownerId: string;
  readonly phoneNumber: string;
}

/**
 * The port between the `guest` sign-in provider and the phone-verification step (issue 4 account calls). After a
 * guest confirms a code, that step issues an opaque single-use `guestToken`; the storefront signs in with provider
 * `guest` and field `guestToken`, and this verifier turns the token into the confirmed guest.
 *
 * Contract: resolve the confirmation for a valid, unexpired, unused token and consume it (a second call with the same
 * token resolves null); resolve null for anything else (unknown, forged, expired, used, malformed). Only outages
 * throw. The returned ownerId must be a guest owner (`guest:` prefix): the provider refuses anything else.
 *
 * To plug in the real one, pass it as `guestConfirmation` in the auth routes' options (server/routes/auth.ts).
 */
export interface GuestConfirmationVerifier {
  verify(guestToken: string): Promise<GuestConfirmation | null>;
}

/** The default until the phone-confirmation step exists: no token is valid, so confirmed-guest sign-in fails. */
export const rejectAllGuestConfirmations: GuestConfirmationVerifier = {
  verify: async () => null,
};
