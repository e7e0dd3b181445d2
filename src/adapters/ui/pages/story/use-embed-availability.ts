import { useEffect, useState } from 'react';

/** The privacy-enhanced YouTube host (no cookies until the viewer plays). */
const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** How long the host may take to answer the reachability check, and the player frame to load, before we give up. */
const EMBED_PROBE_TIMEOUT_MS = 5_000;
const EMBED_LOAD_TIMEOUT_MS = 10_000;

/** The embed of one video, autoplaying: it is only ever built after the customer's click opened the player. */
export function youtubeEmbedUrl(code: string): string {
  return `${EMBED_ORIGIN}/embed/${encodeURIComponent(code)}?autoplay=1&rel=0`;
}

/** checking: asking the host; ready: the frame is being loaded; loaded: it has; unavailable: show the message. */
export type EmbedStatus = 'checking' | 'ready' | 'loaded' | 'unavailable';

/**
 * Whether the video host can be reached, so an offline customer reads a message instead of an empty frame
 * (issue 12). A browser fires an iframe's `load` even for its own error page, so the frame alone cannot tell: the
 * host is asked first (an opaque no-cors request: it resolves when anything answered, rejects on a network failure),
 * and then the frame must load within EMBED_LOAD_TIMEOUT_MS. Going offline at any point shows the message too.
 * Runs only while the player is open, i.e. after the click: nothing reaches the host before it.
 */
export function useEmbedAvailability(): { readonly status: EmbedStatus; readonly onFrameLoad: () => void } {
  const [status, setStatus] = useState<EmbedStatus>(() => (navigator.onLine ? 'checking' : 'unavailable'));

  useEffect(() => {
    const unavailable = () => setStatus('unavailable');
    window.addEventListener('offline', unavailable);
    if (!navigator.onLine) return () => window.removeEventListener('offline', unavailable);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), EMBED_PROBE_TIMEOUT_MS);
    fetch(`${EMBED_ORIGIN}/favicon.ico`, {
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    })
      .then(() => setStatus((current) => (current === 'checking' ? 'ready' : current)))
      .catch(unavailable)
      .finally(() => clearTimeout(timer));
    return () => {
      window.removeEventListener('offline', unavailable);
      controller.abort();
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (status !== 'ready') return;
    const timer = setTimeout(
      () => setStatus((current) => (current === 'ready' ? 'unavailable' : current)),
      EMBED_LOAD_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [status]);

  return { status, onFrameLoad: () => setStatus((current) => (current === 'ready' ? 'loaded' : current)) };
}
