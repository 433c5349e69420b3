import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { archiveKeys } from '../../../queries/query-keys.ts';
import { useVersionedSave } from './use-versioned-save.ts';

interface List extends Record<string, unknown> {
  id: string;
  name: string;
  revisionId: string;
}
const LOADED: List = { id: 'slang', name: 'Slang', revisionId: 'slang_1' };
const THEIRS: List = { id: 'slang', name: 'Slang (theirs)', revisionId: 'slang_2' };

/** The server's answers in turn; each request is kept (its If-Match and body). */
function serve(...answers: (Response | Error)[]) {
  const sent: { version: string | null; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push({ version: new Headers(init.headers).get('if-match'), body: JSON.parse(String(init.body)) });
      const answer = answers.shift();
      if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
      return answer;
    }),
  );
  return sent;
}

function useEdit() {
  const form = useForm<{ name: string }>({ defaultValues: { name: LOADED.name } });
  const edit = useVersionedSave({
    appId: 'demo-app',
    collection: 'keywords',
    id: LOADED.id,
    loaded: LOADED,
    form,
    valuesOf: (list: List) => ({ name: list.name }),
    bodyOf: (list: List, values) => ({ ...list, ...values }),
  });
  return { form, edit };
}

function editedToMine() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(useEdit, { wrapper });
  act(() => hook.result.current.form.setValue('name', 'Mine', { shouldDirty: true }));
  return { ...hook, client };
}

const conflict = () =>
  Response.json(
    {
      error: { code: 'ERR_PRECONDITION_FAILED', message: 'Changed meanwhile.' },
      version: 'rev:slang_2',
      current: THEIRS,
    },
    { status: 412, headers: { etag: '"rev:slang_2"' } },
  );

afterEach(() => vi.unstubAllGlobals());

describe('useVersionedSave', () => {
  it('takes the save as soon as the service answers, while the pages read their data again behind it (issue 29: 300 ms)', async () => {
    serve(Response.json({ data: { revisionId: 'slang_2' } }));
    const { result, client } = editedToMine();
    // The open replay: answered once, then (invalidated by the save) a second read that never ends.
    let reads = 0;
    const replay = new QueryObserver(client, {
      queryKey: archiveKeys.replay('demo-app', { days: 90 }),
      queryFn: () => (++reads === 1 ? Promise.resolve({ rules: [] }) : new Promise<never>(() => undefined)),
    });
    const stop = replay.subscribe(() => undefined);
    await waitFor(() => expect(replay.getCurrentResult().isSuccess).toBe(true));

    await act(() => result.current.edit.save());
    expect(result.current.edit.base.revisionId).toBe('slang_2');
    expect(result.current.form.formState.isDirty).toBe(false);
    expect(reads).toBe(2);
    stop();
  });

  it('someone saved meanwhile: nothing is lost, and "keep mine" sends my version, as shown, over theirs', async () => {
    const sent = serve(conflict(), Response.json({ data: { revisionId: 'slang_3' } }));
    const { result } = editedToMine();
    await act(() => result.current.edit.save());
    expect(result.current.edit.conflict).toEqual(THEIRS);
    expect(result.current.form.getValues('name')).toBe('Mine');

    await act(async () => result.current.edit.keepMine());
    await waitFor(() => expect(result.current.edit.base.revisionId).toBe('slang_3'));
    expect(sent.map((request) => request.version)).toEqual(['"rev:slang_1"', '"rev:slang_2"']);
    // Mine as the conflict view showed it: the loaded version with my edit, not theirs with it.
    expect(sent[1]?.body).toEqual({ ...LOADED, name: 'Mine' });
    expect(result.current.edit.conflict).toBeUndefined();
    expect(result.current.form.formState.isDirty).toBe(false);
  });

  it('"take theirs" loads their version into the form and sends nothing', async () => {
    const sent = serve(conflict());
    const { result } = editedToMine();
    await act(() => result.current.edit.save());
    act(() => result.current.edit.takeTheirs());
    expect(result.current.form.getValues('name')).toBe('Slang (theirs)');
    expect(result.current.edit.base).toEqual(THEIRS);
    expect(result.current.edit.conflict).toBeUndefined();
    expect(sent).toHaveLength(1);
  });

  it.each([
    [
      'the service refuses it',
      () => Response.json({ error: { code: 'ERR_BAD_REQUEST', message: 'name is too long' } }, { status: 400 }),
      /name is too long/,
    ],
    ['the connection is lost', () => new TypeError('Failed to fetch'), /could not be reached, so nothing was saved/],
  ])('%s: said in words, and the edit is kept', async (_name, answer, words) => {
    serve(answer());
    const { result } = editedToMine();
    await act(() => result.current.edit.save());
    expect(result.current.edit.failure?.message).toMatch(words);
    expect(result.current.form.getValues('name')).toBe('Mine');
    expect(result.current.edit.base).toEqual(LOADED);
  });
});
