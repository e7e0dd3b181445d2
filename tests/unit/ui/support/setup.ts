import { configure } from '@testing-library/dom';
import { installDialogPolyfill } from './dialog-polyfill';

// A busy 2-core CI machine renders a whole storefront in jsdom slower than a laptop: wait up to 5 s for an element
// instead of testing-library's 1 s default, so journeys fail on wrong behaviour, not on load.
configure({ asyncUtilTimeout: 5000 });

installDialogPolyfill();
