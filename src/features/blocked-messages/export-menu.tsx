import { memo } from 'react';
import { Button } from '@mantine/core';
import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';

// The serializers load on the first export: most visits never export.
const serializers = () => import('./export.ts');

interface ExportMenuProps {
  appId: string;
  entries: readonly BlockedMessageEntry[];
  listName: (id: string) => string | undefined;
  disabled: boolean;
}

function download(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the filtered records: CSV for spreadsheets, JSON as the service sent them. */
export const ExportMenu = memo(function ExportMenu({ appId, entries, listName, disabled }: ExportMenuProps) {
  const count = entries.length.toLocaleString();
  const exportAs = async (format: 'csv' | 'json') => {
    const { exportFileName, toCsv, toJson } = await serializers();
    // The BOM makes spreadsheet apps read the file as UTF-8 (names in any script).
    if (format === 'csv') download(exportFileName(appId, 'csv'), `\uFEFF${toCsv(entries, listName)}`, 'text/csv;charset=utf-8');
    else download(exportFileName(appId, 'json'), toJson(entries), 'application/json');
  };
  return (
    <Button.Group aria-label={`Export the ${count} filtered records`}>
      <Button variant="default" size="sm" disabled={disabled} onPointerEnter={() => void serializers()} onClick={() => void exportAs('csv')}>
        Export CSV
      </Button>
      <Button variant="default" size="sm" disabled={disabled} onPointerEnter={() => void serializers()} onClick={() => void exportAs('json')}>
        Export JSON
      </Button>
    </Button.Group>
  );
});
