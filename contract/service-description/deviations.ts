import type { FieldProblem } from './validate.ts';

/**
 * Where the dashboard sends, and the emulator takes, what the request schemas of chat-apis.json
 * refuse, because another page of the same documentation shows it. Each is one field, the values
 * it lets through, and the page. Nothing else the description refuses is sent or taken.
 */
export interface Deviation {
  /** The field, as `documentedProblems` names it. */
  field: RegExp;
  /** What the description says of it, as `documentedProblems` words it. */
  problem: RegExp;
  /** The values let through. */
  accepts: (value: unknown) => boolean;
  why: string;
  source: string;
}

/** Categories the moderation pages document beyond the schema's `word` and `pattern`. */
const PAGE_CATEGORIES = new Set(['toxicity', 'sentiment', 'sentence-similarity', 'custom-api', 'malware']);

const isStringList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

export const DEVIATIONS: readonly Deviation[] = [
  {
    field: /^conditions\[\d+\]\.value$/,
    problem: /^must be of type string$/,
    accepts: isStringList,
    why: "A condition's value is a list in every rule the service answers with, its own examples included; a rule is sent back in the shape it is read.",
    source:
      'chat-apis.json (cometchat/docs), the example answers of "Add Rule", "Get Rule" and "Update Rule" (rest-api/moderation-apis/add-rule.mdx, update-rule.mdx)',
  },
  {
    field: /^conditions\[\d+\]\.category$/,
    problem: /^must be one of /,
    accepts: (value) => typeof value === 'string' && PAGE_CATEGORIES.has(value),
    why: 'The AI toxicity and sentiment checks, sentence similarity, a custom API and the malware scanner are rule conditions of their own categories.',
    source:
      'moderation/rules-management.mdx ("Available Rules Summary": AI Toxicity Detection, AI Platform Circumvention by sentence similarity, Malware & Virus Scanner); moderation/custom/custom-api.mdx',
  },
  {
    field: /^conditions\[\d+\]\.operand$/,
    problem: /^must be one of /,
    accepts: (value) => value === 'audio' || value === 'file',
    why: 'The malware scanner looks at audio messages and file attachments.',
    source: 'moderation/rules-management.mdx ("Audio Rules" and "File Rules": Malware & Virus Scanner)',
  },
];

/** The problems no deviation lets through: what neither the schemas nor the pages allow. */
export function beyondDeviations(problems: readonly FieldProblem[]): FieldProblem[] {
  return problems.filter(
    (problem) =>
      !DEVIATIONS.some(
        (deviation) =>
          deviation.field.test(problem.field) &&
          deviation.problem.test(problem.message) &&
          deviation.accepts(problem.value),
      ),
  );
}
