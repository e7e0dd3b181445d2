import { useState } from 'react';

/** The membership grade's icon (16 px), hidden when it has none or it fails to load. */
export function GradeIcon({ url }: { readonly url: string | null }) {
  const [failed, setFailed] = useState(false);
  if (url === null || failed) return null;
  return <img src={url} alt="" width={14} height={14} onError={() => setFailed(true)} />;
}
