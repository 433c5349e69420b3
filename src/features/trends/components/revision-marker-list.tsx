import { List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../contract/paths.ts';
import { UnixTime } from '../../../components/unix-time.tsx';
import type { RevisionMarker } from '../lib/chart-words.ts';

/** The chart's markers in words, numbered as on the chart, each linking to the revision. */
export function RevisionMarkerList({ appId, markers }: { appId: string; markers: readonly RevisionMarker[] }) {
  if (markers.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No rule was changed in this range.
      </Text>
    );
  return (
    <List type="ordered" size="sm" spacing={2} aria-label="Rule revisions in this range">
      {markers.map((marker) => (
        <List.Item key={marker.revisionId}>
          <Link to={paths.rule(appId, marker.ruleId, marker.revisionId)}>{marker.label}</Link>,{' '}
          <UnixTime seconds={marker.time} />
        </List.Item>
      ))}
    </List>
  );
}
