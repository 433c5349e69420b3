import { queryOptions } from '@tanstack/react-query';
import { getSender } from '../api/users.ts';
import { isApiError } from '../lib/api-error.ts';
import { userKeys } from './query-keys.ts';

export const senderQuery = (appId: string, uid: string) =>
  queryOptions({
    queryKey: userKeys.sender(appId, uid),
    queryFn: ({ signal }) => getSender(appId, uid, signal),
    // An unknown uid stays unknown: asking three times would only delay the words.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
