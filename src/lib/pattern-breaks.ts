/**
 * A regular expression cut into pieces a line may break between: after an alternative's `|`
 * and a group's `)`, before a group's `(`. A pattern then wraps between its parts
 * ("(buy|sell)" / "\s+now") rather than mid-token ("(bu" / "y|sell)"); copying it gives the
 * same text, as the pieces only mark where a break may fall.
 */
export function patternBreaks(pattern: string): string[] {
  return pattern.split(/(?<=[|)])|(?=\()/).filter((piece) => piece !== '');
}
