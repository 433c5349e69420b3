import { preparePattern } from './pattern-syntax.ts';

/**
 * The service refuses "greedy" patterns: `*`, `+` or `{n,}` with no upper bound
 * (moderation/lists-management.mdx). Finds the first such quantifier outside a character class.
 */
export function unboundedQuantifier(pattern: string): string | undefined {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === '*' || char === '+') return char;
    else if (char === '{') {
      const open = /^\{\d+,\}/.exec(pattern.slice(i));
      if (open) return open[0];
    }
  }
  return undefined;
}

/** What is wrong with one term of a pattern list, in words, or undefined when the service would take it. */
export function patternProblem(pattern: string): string | undefined {
  const prepared = preparePattern(pattern);
  if (!prepared.ok) return prepared.message;
  const greedy = unboundedQuantifier(pattern);
  if (greedy)
    return `The service refuses unbounded quantifiers such as ${greedy}: give an upper bound, for example {1,50}.`;
  return undefined;
}
