import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { RuleDetail } from '../../../../contract/schemas/rule.ts';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog.tsx';
import { SaveError } from '../../../components/save-error.tsx';
import { paths } from '../../../../contract/paths.ts';
import { toasts } from '../../../hooks/toasts.tsx';
import { isApiError, type ApiError } from '../../../lib/api-error.ts';
import { resourceVersion } from '../../../../contract/resource-version.ts';
import { replayQuery, useSendChange } from '../../../queries/rule-editing.ts';
import { deletionWords } from '../lib/deletion-words.ts';

/** Delete a rule (admins): asks first, naming what it blocked in the last 30 days on record. */
export function DeleteRule({ appId, rule }: { appId: string; rule: RuleDetail }) {
  const id = String(rule.id ?? '');
  const name = typeof rule.name === 'string' ? rule.name : id;
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<ApiError | undefined>();
  const send = useSendChange(appId, 'rules');
  const navigate = useNavigate();
  const replay = useQuery({ ...replayQuery(appId, { days: 30, deletedRuleId: id }), enabled: asking });
  const figures = replay.data?.rules.find((entry) => entry.ruleId === id);

  const remove = async () => {
    setAsking(false);
    setFailure(undefined);
    try {
      await send.mutateAsync({ method: 'DELETE', id, version: resourceVersion(rule) });
      void toasts().then((api) => api.show({ message: `Deleted the rule ${name}.`, color: 'green' }));
      void navigate(paths.rules(appId));
    } catch (error) {
      if (isApiError(error)) setFailure(error);
      else throw error;
    }
  };

  return (
    <>
      <Button variant="default" c="red" onClick={() => setAsking(true)} loading={send.isPending}>
        Delete rule…
      </Button>
      {failure ? <SaveError error={failure} what="rules" /> : null}
      <LazyConfirmDialog
        opened={asking}
        title={`Delete ${name}?`}
        message={deletionWords(replay.isPending ? 'counting' : replay.isError ? 'unknown' : figures)}
        stayLabel="Keep the rule"
        goLabel="Delete rule"
        closeLabel="Keep the rule"
        onStay={() => setAsking(false)}
        onGo={() => void remove()}
      />
    </>
  );
}
