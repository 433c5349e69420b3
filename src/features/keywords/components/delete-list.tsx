import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { deleteListWarning } from '../lib/delete-words.ts';
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
 * Delete a keyword list (admins): asks first, naming the rules that use it, since the service
 * deletes it all the same (deleteListWarning). The rules named go with the delete, so the server
 * refuses it should another rule start using the list meanwhile.
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
      await send.mutateAsync({
        method: 'DELETE',
        id: list.id,
        version: resourceVersion(list),
        affectedRules: (users ?? []).map((rule) => rule.id),
      });
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
        onClick={() => {
          // The names in the dialog are the rules as they are now, not as the page first read them.
          void rules.refetch();
          setAsking(true);
        }}
        loading={send.isPending}
        disabled={users === undefined}
      >
        Delete list…
      </Button>
      {users && users.length > 0 ? (
        <Text size="xs" c="dimmed" maw={280}>
          Used by {users.length === 1 ? 'a rule' : `${users.length} rules`}: deleting it affects{' '}
          {users.length === 1 ? 'that rule' : 'them'}.
        </Text>
      ) : null}
      {failure ? <SaveError error={failure} what="keyword lists" /> : null}
      <LazyConfirmDialog
        opened={asking}
        title={`Delete ${name}?`}
        message={deleteListWarning(list.category, users ?? [])}
        stayLabel="Keep the list"
        goLabel="Delete list"
        closeLabel="Keep the list"
        onStay={() => setAsking(false)}
        onGo={() => void remove()}
      />
    </Stack>
  );
}
