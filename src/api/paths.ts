import { segment } from './client.ts';

/** The dashboard server's API paths, defined once. */
export const apiPaths = {
  moderation: (appId: string, rest: string) => `/api/apps/${segment(appId)}/moderation/${rest}`,
  settings: (appId: string) => `/api/apps/${segment(appId)}/notifications/settings`,
  session: () => '/api/session',
  health: (appId: string) => `/api/apps/${segment(appId)}/health`,
  audit: (appId: string) => `/api/apps/${segment(appId)}/audit`,
};

export function withLimit(path: string, limit: number | undefined): string {
  return limit === undefined ? path : `${path}?limit=${limit}`;
}
