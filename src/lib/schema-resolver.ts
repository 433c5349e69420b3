import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What a zod (mini) `safeParse` gives, as far as a form needs it. */
export type ParseResult<T> = { success: true; data: T } | { success: false; error: { issues: readonly FormIssue[] } };
export interface FormIssue {
  path: readonly PropertyKey[];
  message: string;
  code: string;
}

type ErrorTree = { [key: string]: ErrorTree | { type: string; message: string } };

function isError(node: ErrorTree[string]): node is { type: string; message: string } {
  return typeof node.type === 'string' && typeof node.message === 'string';
}

/**
 * The issues as react-hook-form reads its errors: nested along each issue's path, the first issue
 * of a field winning (the one a person fixes first). An issue without a path is the form's own (`root`).
 */
export function formErrors(issues: readonly FormIssue[]): ErrorTree {
  const errors: ErrorTree = {};
  for (const issue of issues) {
    const path = issue.path.length > 0 ? issue.path.map(String) : ['root'];
    const leaf = path.pop() ?? 'root';
    let node: ErrorTree | undefined = errors;
    for (const segment of path) {
      const next: ErrorTree[string] = (node[segment] ??= {});
      // A field that has an error of its own keeps it: issues inside it are not shown apart.
      node = isError(next) ? undefined : next;
      if (!node) break;
    }
    if (node) node[leaf] ??= { type: issue.code, message: issue.message };
  }
  return errors;
}

/**
 * A react-hook-form resolver from a parse function, e.g. `(values) => schema.safeParse(values, readable)`.
 * It does what @hookform/resolvers' zodResolver did here, without its support for every zod
 * version and native validation, which these forms do not use (1.6 KB gzip on the settings
 * page's first load, where the size budget had no room left).
 */
export function schemaResolver<T extends FieldValues>(parse: (values: unknown) => ParseResult<T>): Resolver<T> {
  return (values) => {
    const result = parse(values);
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: formErrors(result.error.issues) as FieldErrors<T> };
  };
}
