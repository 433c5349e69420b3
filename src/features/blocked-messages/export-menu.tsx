import { memo } from 'react';
import { Button, Menu } from '@mantine/core';
import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import { exportFileName, toCsv, toJson } from './export.ts';

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
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="sm" disabled={disabled}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{count} filtered records</Menu.Label>
        {/* The BOM makes spreadsheet apps read the file as UTF-8 (names in any script). */}
        <Menu.Item onClick={() => download(exportFileName(appId, 'csv'), `\uFEFF${toCsv(entries, listName)}`, 'text/csv;charset=utf-8')}>
          Export as CSV
        </Menu.Item>
        <Menu.Item onClick={() => download(exportFileName(appId, 'json'), toJson(entries), 'application/json')}>Export as JSON</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
});
