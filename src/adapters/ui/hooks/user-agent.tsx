import { createContext, type ReactNode, useContext } from 'react';

/** The user agent a server render is for (issue 13); undefined in the browser, which reads its own. */
const UserAgentContext = createContext<string | undefined>(undefined);

/** The server's page renderer gives the request's user agent to the shell (the app banner, the mobile layout). */
export function UserAgentProvider({
  userAgent,
  children,
}: {
  readonly userAgent: string;
  readonly children: ReactNode;
}) {
  return <UserAgentContext.Provider value={userAgent}>{children}</UserAgentContext.Provider>;
}

/** The browser's user agent, or on the server the request's: the same answer on both sides of a hydration. */
export function useUserAgent(): string {
  const rendering = useContext(UserAgentContext);
  if (rendering !== undefined) return rendering;
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}
