import { transparencySchema, type TransparencyAnswer } from '../../contract/schemas/transparency.ts';
import { apiRequest } from './client.ts';
import { apiPaths } from './paths.ts';

export interface TransparencyPeriod {
  /** Unix seconds, the period's start and end (exclusive). */
  from: number;
  to: number;
}

/** What a transparency report counts over a period: blocks, decisions and user actions, per month. */
export async function getTransparency(
  appId: string,
  { from, to }: TransparencyPeriod,
  signal?: AbortSignal,
): Promise<TransparencyAnswer> {
  const path = apiPaths.archive(
    appId,
    `transparency?${new URLSearchParams({ from: String(from), to: String(to) }).toString()}`,
  );
  return (await apiRequest(path, transparencySchema, { signal })).data;
}
