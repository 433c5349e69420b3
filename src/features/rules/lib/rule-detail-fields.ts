import { readable, type z } from '../../../../contract/schemas/zod.ts';
import { ruleSchema, type Rule } from '../../../../contract/schemas/rule.ts';

/** Fields the detail page lays out itself; everything else is listed as "other fields". */
const RULE_FIELDS = [
  'id',
  'name',
  'description',
  'enabled',
  'conditions',
  'action',
  'active',
  'createdAt',
  'updatedAt',
  'revisionId',
  'default',
  'filters',
];
/** The reference documents operation 5 with a keyword-list shaped answer: these are shown too. */
const KEYWORD_LIST_FIELDS = ['category', 'isCSV', 'searchTerms'];

export interface RuleDetailView {
  /** The record read as a rule, or undefined when its known fields have the wrong types. */
  rule: Rule | undefined;
  problem: string | undefined;
  keywordListShape: { category?: unknown; isCSV?: unknown; searchTerms?: unknown } | undefined;
  otherFields: Array<[string, unknown]>;
}

/** Splits operation 5's answer (whatever shape it has) into what the page lays out. */
export function readRuleDetail(record: Record<string, unknown>): RuleDetailView {
  const parsed = ruleSchema.safeParse(record, readable);
  const keywordKeys = KEYWORD_LIST_FIELDS.filter((key) => key in record);
  return {
    rule: parsed.success ? parsed.data : undefined,
    problem: parsed.success ? undefined : describeIssues(parsed.error),
    keywordListShape:
      keywordKeys.length > 0 ? Object.fromEntries(keywordKeys.map((key) => [key, record[key]])) : undefined,
    otherFields: Object.entries(record).filter(
      ([key]) => !RULE_FIELDS.includes(key) && !KEYWORD_LIST_FIELDS.includes(key),
    ),
  };
}

function describeIssues(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'record'}: ${issue.message}`).join('; ');
}
