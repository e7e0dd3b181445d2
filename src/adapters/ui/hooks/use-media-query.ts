import { useSyncExternalStore } from 'react';
import { isMobileViewer } from '../../../domain/shared/user-agent';
import { MOBILE_MEDIA_QUERY, REDUCED_MOTION_MEDIA_QUERY } from '../styles/breakpoints';
import { useUserAgent } from './user-agent';

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether a CSS media query matches now, re-rendering when it changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}

/** Spec §9: mobile is a viewport of 800 px or narrower, or a mobile user agent. */
export function useIsMobile(): boolean {
  const narrow = useMediaQuery(MOBILE_MEDIA_QUERY);
  const agent = useUserAgent();
  return isMobileViewer(narrow, agent);
}

/** Spec §9 mobile now, outside a component (a route loader): as useIsMobile reads it. */
export function isMobileNow(): boolean {
  return isMobileViewer(mediaList(MOBILE_MEDIA_QUERY)?.matches ?? false, navigator.userAgent);
}

/** The user's reduced-motion preference: autoplay and slide animations stop. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_MEDIA_QUERY);
}
