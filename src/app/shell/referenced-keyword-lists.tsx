import { Badge, NavLink, Text } from '@mantine/core';
import { PageLink } from '../../components/page-link.tsx';
import { ALL_RULES_LIMIT, referencedKeywordListIds } from '../../lib/conditions/keyword-references.ts';
import { useKeywordLists } from '../../queries/keyword-lists.ts';
import { useRules } from '../../queries/rules.ts';
import { paths } from '../../../contract/paths.ts';
import { KeywordListsLoading } from './keyword-lists-loading.tsx';

/**
 * The navigation offers every list that any rule refers to, by name, and marks a referenced
 * list that does not exist (which the list of every keyword list cannot show).
 */
export function ReferencedKeywordLists({ appId }: { appId: string }) {
  const rules = useRules(appId, ALL_RULES_LIMIT);
  const ids = referencedKeywordListIds(rules.data?.items.flatMap((item) => (item.ok ? [item.value] : [])) ?? []);
  const lists = useKeywordLists(appId, ids);
  const entries = ids
    .map((id, i) => {
      const state = lists[i];
      const name = state?.data?.ok ? state.data.value.name : undefined;
      return { id, name: name || id, missing: state?.missing ?? false };
    })
    .sort((a, b) => a.name.localeCompare(b.name));

  return (
    <nav aria-labelledby="keyword-lists-nav">
      <Text id="keyword-lists-nav" size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
        Keyword lists
      </Text>
      {rules.isPending ? (
        <KeywordListsLoading />
      ) : rules.isError ? (
        <Text size="xs" c="red" px="sm">
          The rules could not be loaded, so the lists they use are unknown. Open a list by id below.
        </Text>
      ) : entries.length === 0 ? (
        <Text size="xs" c="dimmed" px="sm">
          No rule refers to a keyword list.
        </Text>
      ) : (
        entries.map((entry) => (
          <NavLink
            key={entry.id}
            component={PageLink}
            to={paths.keywordList(appId, entry.id)}
            label={entry.name}
            rightSection={
              entry.missing ? (
                <Badge size="xs" color="orange" variant="dot">
                  not found
                </Badge>
              ) : undefined
            }
            py={4}
          />
        ))
      )}
    </nav>
  );
}
