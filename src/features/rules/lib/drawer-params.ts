/**
 * The revision drawer lives in the URL so that it survives a reload and can be linked:
 * `?revision=<revisionId>` on a rule's page (a contract in docs/architecture.md), and
 * `?rule=<ruleId>&revision=<revisionId>` on the rules list. An empty `revision` means "open at
 * the current revision". `compare=current` turns on "compare with current".
 */
export interface DrawerParams {
  open: boolean;
  ruleId: string | undefined;
  revisionId: string | undefined;
  compare: boolean;
}

/** `fixedRuleId`: the rule of the detail page; without it the rule comes from `?rule=`. */
export function readDrawerParams(params: URLSearchParams, fixedRuleId?: string): DrawerParams {
  const ruleId = fixedRuleId ?? (params.get('rule') || undefined);
  return {
    open: fixedRuleId === undefined ? ruleId !== undefined : params.has('revision'),
    ruleId,
    revisionId: params.get('revision') || undefined,
    compare: params.get('compare') === 'current',
  };
}

export function openHistory(params: URLSearchParams, ruleId: string | undefined, revisionId = ''): URLSearchParams {
  const next = new URLSearchParams(params);
  if (ruleId !== undefined) next.set('rule', ruleId);
  next.set('revision', revisionId);
  return next;
}

export function selectRevision(params: URLSearchParams, revisionId: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('revision', revisionId);
  return next;
}

export function setCompare(params: URLSearchParams, on: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (on) next.set('compare', 'current');
  else next.delete('compare');
  return next;
}

export function closeHistory(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['rule', 'revision', 'compare']) next.delete(key);
  return next;
}
