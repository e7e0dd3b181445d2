import posts from './posts.module.css';

/** The pin of a fixed post (spec §2 post table), with its meaning for screen readers. */
export function PinMark({ label }: { readonly label: string }) {
  return (
    <span role="img" aria-label={label} className={posts.pinMark}>
      <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
        <path d="M15 3l6 6-2 1-3.5 3.5L15 18l-2 2-4-4-5 5-1-1 5-5-4-4 2-2 4.5-.5L14 5z" />
      </svg>
    </span>
  );
}
