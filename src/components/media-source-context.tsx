import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { mediaSource, type TokenMediaAccess } from '../lib/media-source.ts';

const TokenMediaContext = createContext<TokenMediaAccess | undefined>(undefined);

/** Set around an app's pages when the app has token-based file access. */
export function TokenMediaProvider({
  access,
  children,
}: {
  access: TokenMediaAccess | undefined;
  children: ReactNode;
}) {
  return <TokenMediaContext.Provider value={access}>{children}</TokenMediaContext.Provider>;
}

/** Where to load a media URL from on the current app (mediaSource); undefined for an unsafe one. */
export function useMediaSource(): (url: unknown) => string | undefined {
  const access = useContext(TokenMediaContext);
  return useCallback((url: unknown) => mediaSource(url, access), [access]);
}
