import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import classes from './delete-list.module.css';
import { useNavigate } from 'react-router';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog.tsx';
import { SaveError } from '../../../components/save-error.tsx';
import { paths } from '../../../../contract/paths.ts';
import { toasts } from '../../../hooks/toasts.tsx';
import { isApiError, type ApiError } from '../../../lib/api-error.ts';
import { ALL_RULES_LIMIT, rulesReferencingList } from '../../../lib/conditions/keyword-references.ts';
import { resourceVersion } from '../../../../contract/resource-version.ts';
import type { KeywordList } from '../../../../contract/schemas/keyword-list.ts';
import { useSendChange } from '../../../queries/rule-editing.ts';
import { useRules } from '../../../queries/rules.ts';

/**
 * Delete a keyword list (admins): asks first; while rules still use the list it is not offered,
 * and says which (the server refuses too, naming them, should a rule start using it meanwhile).
 */
export function DeleteList({ appId, list }: { appId: string; list: KeywordList }) {
  const rules = useRules(appId, ALL_RULES_LIMIT);
  const send = useSendChange(appId, 'keywords');
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<ApiError | undefined>();
  const navigate = useNavigate();
  const name = list.name ?? list.id;
  const users = rules.data
    ? rulesReferencingList(
        rules.data.items.flatMap((item) => (item.ok ? [item.value] : [])),
        list.id,
      )
    : undefined;

  const remove = async () => {
    setAsking(false);
    setFailure(undefined);
    try {
      await send.mutateAsync({ method: 'DELETE', id: list.id, version: resourceVersion(list) });
      void toasts().then((api) => api.show({ message: `Deleted the keyword list ${name}.`, color: 'green' }));
      void navigate(paths.keywordLists(appId));
    } catch (error) {
      if (isApiError(error)) setFailure(error);
      else throw error;
    }
  };

  return (
    <Stack gap={4} className={classes.box}>
      <Button
        size="xs"
        variant="default"
        color="red"
        c="red"
        onClick={() => setAsking(true)}
        loading={send.isPending}
        disabled={users === undefined || users.length > 0}
      >
        Delete list…
      </Button>
      {users && users.length > 0 ? (
        <Text size="xs" c="dimmed" maw={280}>
          Used by {users.length === 1 ? 'a rule' : `${users.length} rules`}: remove it from{' '}
          {users.length === 1 ? 'that rule' : 'them'} to delete the list.
        </Text>
      ) : null}
      {failure ? <SaveError error={failure} what="keyword lists" /> : null}
      <LazyConfirmDialog
        opened={asking}
        title={`Delete ${name}?`}
        message={`No rule uses it now. Once deleted, its ${list.category === 'sentence-similarity' ? 'sentences are' : 'terms are'} gone from the service, and no rule can refer to it.`}
        stayLabel="Keep the list"
        goLabel="Delete list"
        closeLabel="Keep the list"
        onStay={() => setAsking(false)}
        onGo={() => void remove()}
      />
    </Stack>
  );
}
