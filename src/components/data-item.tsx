import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';

/** One label/value pair inside a Mantine `DataList`. */
export function DataItem({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
