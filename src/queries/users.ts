import { queryOptions } from '@tanstack/react-query';
import { getGroupStanding, getSender } from '../api/users.ts';
import { isApiError } from '../lib/api-error.ts';
import { userKeys } from './query-keys.ts';

export const senderQuery = (appId: string, uid: string) =>
  queryOptions({
    queryKey: userKeys.sender(appId, uid),
    queryFn: ({ signal }) => getSender(appId, uid, signal),
    // An unknown uid stays unknown: asking three times would only delay the words.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });

export const groupStandingQuery = (appId: string, uid: string, guid: string) =>
  queryOptions({
    queryKey: userKeys.group(appId, uid, guid),
    queryFn: ({ signal }) => getGroupStanding(appId, uid, guid, signal),
    // A group the service no longer has stays gone; the page says so and offers all three.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
