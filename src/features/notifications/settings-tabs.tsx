import { Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../contract/paths.ts';
import { useEditor } from './editor-context.ts';
import { isTabId, TABS, type TabId } from './model/tabs.ts';
import { TabPanel } from './panels/tab-panel.tsx';
import { TabBadges } from './tab-badges.tsx';
import classes from './settings-tabs.module.css';

/**
 * One tab per part of the settings, each with its own URL. Only the active tab's panel is
 * rendered, so typing in one tab never re-renders the others.
 */
export function SettingsTabs({ tab }: { tab: TabId }) {
  const { appId } = useEditor();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const list = useRef<HTMLDivElement>(null);
  // On a phone the list scrolls sideways: keep the open tab in view, its neighbours peeking out either side.
  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [tab, wide]);
  return (
    <Tabs
      value={tab}
      onChange={(next) => {
        // Replaces the entry: the tabs are parts of one page, so Back leaves the page in one press.
        if (isTabId(next ?? undefined))
          navigate(paths.notifications(appId, next ?? undefined), { replace: true, preventScrollReset: true });
      }}
      orientation={wide ? 'vertical' : 'horizontal'}
      keepMounted={false}
      styles={{ tabLabel: { textAlign: 'start' } }}
    >
      <Tabs.List ref={list} aria-label="Parts of the notification settings" className={classes.list}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.id} value={t.id}>
            {/* Badges wrap under the label in the fixed-width column rather than squeeze (or widen it). */}
            <span className={classes.tabText}>
              {t.label}
              <TabBadges tab={t.id} />
            </span>
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((t) => (
        <Tabs.Panel key={t.id} value={t.id} pl={wide ? 'lg' : 0} pt={wide ? 0 : 'md'} className={classes.panel}>
          {t.id === tab ? <TabPanel tab={t.id} /> : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
