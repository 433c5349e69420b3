/** What a zod (mini) `safeParse` gives, as far as a form needs it. */
export type ParseResult<T> = { success: true; data: T } | { success: false; error: { issues: readonly FormIssue[] } };
export interface FormIssue {
  path: readonly PropertyKey[];
  message: string;
  code: string;
}

export interface FieldError {
  type: string;
  message: string;
}
export type ErrorTree = { [key: string]: ErrorTree | FieldError };

function isError(node: ErrorTree[string]): node is FieldError {
  return typeof node.type === 'string' && typeof node.message === 'string';
}

/**
 * The issues nested along each issue's path, the first issue of a field winning (the one a
 * person fixes first). An issue without a path is the form's own (`root`).
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

/** The message of each field directly under one node of the tree, e.g. `formErrors(issues).fields`. */
export function fieldMessages(node: ErrorTree[string] | undefined): Record<string, string> {
  if (!node || isError(node)) return {};
  return Object.fromEntries(Object.entries(node).flatMap(([name, child]) => (isError(child) ? [[name, child.message]] : [])));
}

export type Resolved<T> = { values: T; errors: Record<string, never> } | { values: Record<string, never>; errors: ErrorTree };

/**
 * A form's check from a parse function, e.g. `(values) => schema.safeParse(values, readable)`:
 * the parsed values when they are valid, the errors by field when not.
 */
export function schemaResolver<T>(parse: (values: unknown) => ParseResult<T>): (values: unknown) => Resolved<T> {
  return (values) => {
    const result = parse(values);
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: formErrors(result.error.issues) };
  };
}
