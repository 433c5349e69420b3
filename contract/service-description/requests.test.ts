import { GROUP_ACTIONS, groupCallOf, type GroupAction } from '../schemas/group-actions.ts';
import { groupListCallOf } from '../schemas/group-standing.ts';
import { messageDeleteCallOf } from '../schemas/message-delete.ts';
import { keywordListFields } from '../schemas/moderation-writes.ts';
import { newReasonBody, renamedReasonBody } from '../../src/features/flag-reasons/lib/reason-form.ts';
import { keywordListBody } from '../../src/features/rule-editing/lib/keyword-list-form.ts';
import { newListBody, type NewKeywordList } from '../../src/features/rule-editing/lib/new-keyword-list.ts';
import { newRuleBody, newRuleValues } from '../../src/features/rule-editing/lib/new-rule.ts';
import { CONDITION_KINDS, newConditionEntry, withKind } from '../../src/features/rule-editing/lib/rule-conditions.ts';
import { copyBody } from '../../src/features/rule-editing/lib/rule-copy.ts';
import {
  changedFilter,
  FILTER_FIELDS,
  FILTER_OPERATORS,
  newFilterEntry,
} from '../../src/features/rule-editing/lib/rule-filters.ts';
import { ruleBody, ruleFormValues } from '../../src/features/rule-editing/lib/rule-form.ts';
import { beyondDeviations, DEVIATIONS } from './deviations.ts';
import {
  documentedOperation,
  documentedProblems,
  documentedRequest,
  type DocumentedWrite,
  type FieldProblem,
} from './validate.ts';

/**
 * Every body the forms' own builders make, checked against the service's own request schemas
 * (moderation.json, from cometchat/docs chat-apis.json) with Ajv. A body passes only where the
 * schemas take it, or where a deviation (deviations.ts, each citing a documentation page) does.
 */

/** A rule as the service answers with it, and as earlier dashboards wrote its filters. */
const loadedRule = {
  id: 'spam-links',
  name: 'Spam links',
  description: 'Links and phrases',
  enabled: true,
  conditions: [
    {
      id: 1,
      entity: 'message',
      operand: 'text',
      category: 'word',
      operator: 'contains',
      value: ['spam-phrases'],
      isKeywordsReferencePresent: true,
      isMediaPresent: false,
      weight: 1,
    },
    {
      id: 2,
      entity: 'message',
      operand: 'image',
      category: 'word',
      operator: 'contains',
      value: ['AnyOf_greaterThan_50'],
      isMediaPresent: true,
    },
  ],
  action: ['blockMessage'],
  filters: [
    { type: 'sender', entity: 'user', field: 'role', operator: 'in', value: ['default', 'premium'] },
    { type: 'receiver', entity: 'group', field: 'type', operator: 'not equals', value: 'private' },
  ],
  revisionId: 'demo-app_spam-links_4',
  active: true,
};

/** Each kind of condition the editor offers, filled in as an admin would. */
const VALUES: Record<string, string[]> = {
  'word-lists': ['profanity-list'],
  words: ['free crypto'],
  'pattern-lists': ['contact-patterns'],
  patterns: ['\\bwa\\.me/\\d+'],
  similar: ['platform-circumvention'],
  toxicity: ['toxicity_greaterThan_70'],
  sentiment: ['negative_greaterThan_80'],
  image: ['Violence_greaterThan_60'],
  video: ['AnyOf_greaterThan_50'],
};
const conditionRows = CONDITION_KINDS.map((kind) => {
  const entry = { ...withKind(newConditionEntry(), kind), values: VALUES[kind.value] ?? [], percent: '70' };
  return [
    `a new rule with a condition of the kind "${kind.label}"`,
    'POST /moderation/rules',
    newRuleBody({ ...newRuleValues(), id: 'new-rule', name: 'New rule', conditions: [entry] }),
  ] as const;
});

/** A filter of every entity, field and operator the editor offers. */
const filterRows = (['user', 'group'] as const).flatMap((entity) =>
  FILTER_OPERATORS[entity].flatMap((operator) =>
    FILTER_FIELDS[entity].map((field) => {
      let entry = changedFilter(newFilterEntry(), 'type', entity === 'group' ? 'receiver' : 'sender');
      entry = changedFilter(entry, 'entity', entity);
      entry = { ...changedFilter(entry, 'operator', operator.value), operand: field.value };
      entry = {
        ...entry,
        value: operator.value === 'in' ? 'a, b ,c' : field.value === 'createdAt' ? '1700000000' : 'vip',
      };
      const values = { ...ruleFormValues(loadedRule), filters: [entry] };
      return [
        `a ${entity} filter on ${field.value} with "${operator.label}"`,
        'PUT /moderation/rules/{ruleId}',
        ruleBody(loadedRule, values),
      ] as const;
    }),
  ),
);

const newList = (category: NewKeywordList['category'], terms: string[]): NewKeywordList => ({
  id: `new-${category}`,
  name: `New ${category}`,
  description: '',
  category,
  terms,
});
const listFields = (body: Record<string, unknown>) => {
  const fields = keywordListFields(body);
  if (!fields.ok) throw new Error(fields.message);
  return fields.fields;
};

const accepted: (readonly [string, DocumentedWrite, unknown])[] = [
  [
    'a rule opened and saved as it was',
    'PUT /moderation/rules/{ruleId}',
    ruleBody(loadedRule, ruleFormValues(loadedRule)),
  ],
  [
    'a rule switched off',
    'PUT /moderation/rules/{ruleId}',
    ruleBody(loadedRule, { ...ruleFormValues(loadedRule), enabled: false }),
  ],
  [
    'a rule with a list ticked and a filter removed',
    'PUT /moderation/rules/{ruleId}',
    (() => {
      const values = ruleFormValues(loadedRule);
      const [first, ...rest] = values.conditions;
      return ruleBody(loadedRule, {
        ...values,
        conditions: first ? [{ ...first, values: [...first.values, 'slurs'] }, ...rest] : rest,
        filters: values.filters.slice(1),
      });
    })(),
  ],
  [
    'a rule copied',
    'POST /moderation/rules',
    copyBody(loadedRule, { id: 'spam-links-copy', name: 'Copy', enabled: false }),
  ],
  ...conditionRows,
  ...filterRows,
  [
    'a new word list',
    'POST /moderation/keywords',
    listFields(newListBody(newList('word', ['free crypto', 'gift card']))),
  ],
  ['a new pattern list', 'POST /moderation/keywords', listFields(newListBody(newList('pattern', ['\\bwa\\.me/\\d+'])))],
  [
    'a new sentence list, commas and all',
    'POST /moderation/keywords',
    listFields(newListBody(newList('sentence-similarity', ['Hello, add me elsewhere.']))),
  ],
  [
    'a word list changed',
    'PUT /moderation/keywords/{keywordId}',
    listFields(
      keywordListBody(
        { id: 'slang', category: 'word', isCSV: false, searchTerms: ['a'] },
        { name: 'Slang', description: 'd', terms: ['a', 'b'] },
      ),
    ),
  ],
  [
    'a new reason',
    'POST /moderation/reasons',
    newReasonBody({ id: 'scam', name: ' Scam ', description: 'Asks for money' }),
  ],
  ['a reason renamed', 'PUT /moderation/reasons/{id}', renamedReasonBody({ name: 'Scams' })],
  ['a delivered message deleted', 'DELETE /messages/{id}', messageDeleteCallOf('402').body],
];

const refused: (readonly [string, DocumentedWrite, unknown, string])[] = [
  [
    'a filter with field, as earlier dashboards sent it',
    'POST /moderation/rules',
    { id: 'r', filters: [{ type: 'sender', entity: 'user', field: 'role', operator: 'equals', value: 'vip' }] },
    'filters[0].operand',
  ],
  [
    'a group filter with the users spelling of "is none of"',
    'POST /moderation/rules',
    { id: 'r', filters: [{ type: 'receiver', entity: 'group', operand: 'guid', operator: 'not in', value: 'a,b' }] },
    'filters[0].operator',
  ],
  [
    'a user filter with a group operator',
    'POST /moderation/rules',
    { id: 'r', filters: [{ type: 'sender', entity: 'user', operand: 'createdAt', operator: 'lessThan', value: '1' }] },
    'filters[0].operator',
  ],
  [
    'a filter value as a list',
    'POST /moderation/rules',
    { id: 'r', filters: [{ type: 'sender', entity: 'user', operand: 'uid', operator: 'in', value: ['a', 'b'] }] },
    'filters[0].value',
  ],
  [
    'a filter value as a number',
    'POST /moderation/rules',
    {
      id: 'r',
      filters: [{ type: 'receiver', entity: 'group', operand: 'createdAt', operator: 'lessThan', value: 17 }],
    },
    'filters[0].value',
  ],
  [
    'a condition category no page documents',
    'POST /moderation/rules',
    { id: 'r', conditions: [{ operand: 'text', category: 'geo', operator: 'contains', value: 'x' }] },
    'conditions[0].category',
  ],
  ['a reason without an id', 'POST /moderation/reasons', { name: 'Scam', description: '' }, 'id'],
  [
    'a keyword list as JSON with an array of terms',
    'POST /moderation/keywords',
    { id: 'l', name: 'L', category: 'word', isCSV: false, searchTerms: ['a', 'b'] },
    'searchTerms',
  ],
  ['a keyword list without its category', 'PUT /moderation/keywords/{keywordId}', { searchTerms: 'a,b' }, 'category'],
  ['a message delete saying "permanent" in words', 'DELETE /messages/{id}', { permanent: 'no' }, 'permanent'],
];

const words = (problems: readonly FieldProblem[]) => problems.map((p) => `${p.field} ${p.message}`);

describe("every write the forms build is one the service's description takes", () => {
  it.each(accepted)('%s (%s)', (_name, write, body) => {
    expect(words(beyondDeviations(documentedProblems(write, body)))).toEqual([]);
  });
});

describe('what the description refuses stays refused, naming the field', () => {
  it.each(refused)('%s (%s)', (_name, write, body, field) => {
    expect(beyondDeviations(documentedProblems(write, body)).map((problem) => problem.field)).toContain(field);
  });
});

describe('the deviations', () => {
  it.each(DEVIATIONS.map((deviation) => [deviation.field.source, deviation] as const))(
    '%s cites a documentation page and is needed by some body the forms build',
    (_field, deviation) => {
      expect(deviation.source).toMatch(/\.mdx|chat-apis\.json/);
      const needed = accepted.some(([, write, body]) =>
        documentedProblems(write, body).some(
          (problem) =>
            deviation.field.test(problem.field) &&
            deviation.problem.test(problem.message) &&
            deviation.accepts(problem.value),
        ),
      );
      expect(needed).toBe(true);
    },
  );
});

/**
 * The group actions on a sender: the call the server sends for each is an operation of the
 * description, which documents no body for it ("Banning a user API doesn't accept body
 * parameters", rest-api/banned-users.mdx); the server's own test holds that none is sent.
 */
const groupRows: (readonly [GroupAction, string, string])[] = [
  ['kick', 'DELETE /groups/{guid}/members/{uid}', 'kick-group-member'],
  ['ban', 'POST /groups/{guid}/bannedusers/{uid}', 'ban-group-user'],
  ['unban', 'DELETE /groups/{guid}/bannedusers/{uid}', 'unban-group-user'],
];

describe("every group action is a bodyless operation of the service's description", () => {
  it('covers every action the dashboard offers', () => {
    expect(groupRows.map(([action]) => action)).toEqual([...GROUP_ACTIONS]);
  });

  it.each(groupRows)('%s is %s (%s)', (action, template, operationId) => {
    const call = groupCallOf(action, 'general', 'noah-kim');
    expect(documentedOperation(call.method, `/${call.segments.join('/')}`)).toEqual({
      template,
      operationId,
      takesBody: false,
    });
  });

  it.each([
    ['the ban path of rest-api/banned-users.mdx', 'POST', '/groups/general/banned_members'],
    ['a kick without the uid', 'DELETE', '/groups/general/members'],
    ['a ban by PUT', 'PUT', '/groups/general/bannedusers/noah-kim'],
  ])('%s is not one', (_, method, path) => {
    expect(documentedOperation(method, path)).toBeUndefined();
  });
});

/** The two group lists the case page reads to offer Kick, Ban or Unban: documented reads, no body. */
describe("every group list read is a bodyless operation of the service's description", () => {
  it.each([
    ['bannedusers', 'GET /groups/{guid}/bannedusers', 'list-banned-group-users'],
    ['members', 'GET /groups/{guid}/members', 'list-group-members'],
  ] as const)('%s is %s (%s)', (list, template, operationId) => {
    const call = groupListCallOf(list, 'general', 2);
    expect(call.documented).toBe(template);
    expect(call.search).toMatch(/^\?perPage=\d+&page=2$/);
    expect(documentedOperation('GET', `/${call.segments.join('/')}`)).toEqual({
      template,
      operationId,
      takesBody: false,
    });
  });
});

/**
 * Deleting a delivered message: the call the server sends is the description's "Delete Message",
 * with the JSON body it documents (`permanent`, named false: the message is kept marked deleted).
 */
describe("the delete of a delivered message is the description's operation, with its documented body", () => {
  it('goes to DELETE /messages/{id} (deletes-message), which documents a body', () => {
    const call = messageDeleteCallOf('402');
    expect(documentedOperation(call.method, `/${call.segments.join('/')}`)).toEqual({
      template: 'DELETE /messages/{id}',
      operationId: 'deletes-message',
      takesBody: true,
    });
    expect(documentedRequest('DELETE /messages/{id}')).toEqual({ contentType: 'application/json', required: false });
  });

  it('asks for the delete that keeps the message marked, not the permanent one', () => {
    expect(messageDeleteCallOf('402').body).toEqual({ permanent: false });
  });

  it.each([
    ['a message id without the messages folder', 'DELETE', '/402'],
    ['a delete of the whole list', 'DELETE', '/messages'],
    ['a delete by POST', 'POST', '/messages/402'],
  ])('%s is not one', (_, method, path) => {
    expect(documentedOperation(method, path)).toBeUndefined();
  });
});

describe('a keyword-list change whose terms are not a list is refused, not sent empty', () => {
  it.each([
    ['searchTerms as one text', { category: 'word', searchTerms: 'darn,heck' }, 'searchTerms'],
    ['searchTerms holding a number', { category: 'word', searchTerms: ['darn', 3] }, 'searchTerms'],
    [
      'disallowedSentences as one text',
      { category: 'sentence-similarity', disallowedSentences: 'meet me' },
      'disallowedSentences',
    ],
  ])('%s', (_, body, field) => {
    expect(keywordListFields({ id: 'l', name: 'L', ...body })).toEqual({
      ok: false,
      field,
      message: `${field} must be a list of texts (a JSON array of strings).`,
    });
  });

  it('terms given as a list go out as one comma-separated text', () => {
    expect(keywordListFields({ id: 'l', name: 'L', category: 'word', searchTerms: ['darn', 'heck'] })).toEqual({
      ok: true,
      fields: { id: 'l', name: 'L', category: 'word', searchTerms: 'darn,heck' },
    });
  });
});
