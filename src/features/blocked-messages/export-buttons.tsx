import { memo } from 'react';
import { Button } from '@mantine/core';
import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import { formatCount } from '../../lib/format-count.ts';

// The serializers and the download load on the first export: most visits never export.
const serializers = () => import('./export.ts');

interface ExportButtonsProps {
  appId: string;
  entries: readonly BlockedMessageEntry[];
  listName: (id: string) => string | undefined;
  disabled: boolean;
  /** 'xs' on a phone: the page's actions then fit one line. */
  size?: 'xs' | 'sm';
}

/** Downloads the filtered records: CSV for spreadsheets, JSON as the service sent them. */
export const ExportButtons = memo(function ExportButtons({
  appId,
  entries,
  listName,
  disabled,
  size = 'sm',
}: ExportButtonsProps) {
  const count = formatCount(entries.length);
  const exportAs = async (format: 'csv' | 'json') => {
    const { saveExport } = await serializers();
    saveExport(appId, entries, listName, format);
  };
  return (
    <Button.Group aria-label={`Export the ${count} filtered records`}>
      <Button
        variant="default"
        size={size}
        disabled={disabled}
        onPointerEnter={() => void serializers()}
        onClick={() => void exportAs('csv')}
      >
        Export CSV
      </Button>
      <Button
        variant="default"
        size={size}
        disabled={disabled}
        onPointerEnter={() => void serializers()}
        onClick={() => void exportAs('json')}
      >
        Export JSON
      </Button>
    </Button.Group>
  );
});
