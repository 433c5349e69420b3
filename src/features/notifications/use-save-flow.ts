import { useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { notificationDefaults } from '../../../contract/schemas/notification-defaults.ts';
import { notificationSettingsQuery, useUpdateNotificationSettings } from '../../queries/notification-settings.ts';
import {
  changedSettings,
  findConflicts,
  listChanges,
  undoBody,
  type Change,
  type Conflict,
} from './model/changed-settings.ts';
import { writeDraft } from './model/draft.ts';
import { fieldKey } from './model/field-spec.ts';
import { toTree, type FormValues } from './model/form-model.ts';
import type { JsonObject } from '../../../contract/json.ts';
import { mergeSettings } from './model/json.ts';
import { KNOWN_FIELDS } from './model/known-fields.ts';
import { specsFor } from './model/other-fields.ts';

export interface Base {
  tree: JsonObject;
  known: boolean;
}

export type SaveStep =
  | { step: 'closed' }
  | { step: 'checking' }
  | { step: 'check-failed'; error: unknown }
  | { step: 'conflicts'; conflicts: Conflict[]; fresh: JsonObject }
  | { step: 'nothing'; serverUpdates: number }
  | { step: 'review'; body: JsonObject; changes: Change[]; serverUpdates: number };

interface Options {
  appId: string;
  baseRef: RefObject<Base>;
  getValues: () => FormValues;
  /** Puts the form on a newer server state, keeping the user's edits except those in `takeServer`. */
  moveBaseline: (tree: JsonObject, takeServer?: ReadonlySet<string>) => FormValues;
  /** `known`: whether the form knew the values before the save (a value it lacked was then not set). */
  onSaved: (saved: { count: number; undo: JsonObject | null; known: boolean }) => void;
}

const DEFAULTS = notificationDefaults() as JsonObject;

/**
 * Review, check and save. Before a save the settings are read again (where the service
 * answers reads) so that nobody's change is overwritten without the user seeing it; the PATCH
 * itself is sent once and never repeated on its own.
 */
export function useSaveFlow({ appId, baseRef, getValues, moveBaseline, onSaved }: Options) {
  const queryClient = useQueryClient();
  const mutation = useUpdateNotificationSettings(appId);
  const [state, setState] = useState<SaveStep>({ step: 'closed' });

  const review = (tree: JsonObject, values: FormValues, serverUpdates: number) => {
    const current = toTree(specsFor(tree, KNOWN_FIELDS), values);
    const body = changedSettings(tree, current, DEFAULTS);
    setState(
      body
        ? { step: 'review', body, changes: listChanges(tree, current), serverUpdates }
        : { step: 'nothing', serverUpdates },
    );
  };

  const adopt = (fresh: JsonObject, takeServer: ReadonlySet<string>) => {
    // Count only what the form takes over silently: fields the user did not touch.
    const { tree } = baseRef.current;
    const mine = new Set(
      listChanges(tree, toTree(specsFor(tree, KNOWN_FIELDS), getValues())).map((c) => fieldKey(c.path)),
    );
    const serverUpdates = listChanges(tree, fresh).filter((c) => !mine.has(fieldKey(c.path))).length;
    review(fresh, moveBaseline(fresh, takeServer), serverUpdates);
  };

  const open = async () => {
    mutation.reset();
    const { tree, known } = baseRef.current;
    if (!known) {
      review(tree, getValues(), 0);
      return;
    }
    setState({ step: 'checking' });
    try {
      const fresh = (await queryClient.fetchQuery({ ...notificationSettingsQuery(appId), staleTime: 0 })) as JsonObject;
      const conflicts = findConflicts(tree, fresh, toTree(specsFor(tree, KNOWN_FIELDS), getValues()));
      if (conflicts.length > 0) setState({ step: 'conflicts', conflicts, fresh });
      else adopt(fresh, new Set());
    } catch (error) {
      setState({ step: 'check-failed', error });
    }
  };

  return {
    state,
    saving: mutation.isPending,
    saveError: mutation.error,
    open: () => void open(),
    close: () => {
      if (!mutation.isPending) setState({ step: 'closed' });
    },
    /** Review against what the form loaded, without reading again (the read failed). */
    skipCheck: () => review(baseRef.current.tree, getValues(), 0),
    resolve: (takeServer: Conflict[]) => {
      if (state.step === 'conflicts') adopt(state.fresh, new Set(takeServer.map((c) => fieldKey(c.path))));
    },
    save: () => {
      if (state.step !== 'review') return;
      const { body, changes } = state;
      const { tree: previous, known } = baseRef.current;
      mutation.mutate(body, {
        onSuccess: () => {
          // Everything in the form was sent: no draft is left to restore, even if the page
          // is replaced before its own effects run.
          writeDraft(sessionStorage, appId, null);
          moveBaseline(mergeSettings(previous, body));
          setState({ step: 'closed' });
          onSaved({ count: changes.length, undo: undoBody(body, previous), known });
        },
      });
    },
    /** Sends back the previous values of exactly the fields a save changed. */
    undo: async (body: JsonObject) => {
      await mutation.mutateAsync(body);
      moveBaseline(mergeSettings(baseRef.current.tree, body));
    },
  };
}
