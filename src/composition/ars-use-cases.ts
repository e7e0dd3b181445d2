import type { Bind } from 'inversify';
import { EndArsCall } from '../application/use-cases/end-ars-call';
import { OpenArsLink } from '../application/use-cases/open-ars-link';
import { ReadArsBranch } from '../application/use-cases/read-ars-branch';
import { TOKENS } from '../tokens';
import { provide } from './provide';

/** The visible ARS link and its end (spec §2 /ars, /sign/out); stateless, per request. */
export function bindArsUseCases(bind: Bind): void {
  provide(bind, TOKENS.OpenArsLink, (get) => new OpenArsLink(get(TOKENS.SessionGateway), get(TOKENS.ArsFlag)));
  provide(bind, TOKENS.ReadArsBranch, (get) => new ReadArsBranch(get(TOKENS.ArsFlag), get(TOKENS.StoreLocator)));
  provide(bind, TOKENS.EndArsCall, (get) => new EndArsCall(get(TOKENS.SessionGateway), get(TOKENS.ArsFlag)));
}
