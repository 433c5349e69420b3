import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationDefaults } from '../../../contract/schemas/notification-defaults.ts';
import { render, screen, within } from '../../test-utils/render.tsx';
import type { JsonObject } from '../../../contract/json.ts';
import { mergeSettings } from './model/json.ts';
import { NotificationSettingsPage } from './notification-settings-page.tsx';
import { fakeSettingsApi, SETTINGS_ROUTE, stubDocumentFonts } from './test-support.ts';

beforeEach(() => {
  sessionStorage.clear();
  stubDocumentFonts();
});
afterEach(() => vi.unstubAllGlobals());

function page(tab: string, held: JsonObject = {}) {
  const api = fakeSettingsApi(() => Response.json({ data: mergeSettings(notificationDefaults() as JsonObject, held) }));
  render(<NotificationSettingsPage />, { url: `/apps/demo-app/notifications/${tab}`, routePath: SETTINGS_ROUTE });
  return api;
}

async function reviewBody(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Review changes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Review changes' });
  return JSON.parse(within(dialog).getByLabelText('Request body').textContent ?? '') as unknown;
}

describe('documented ranges in the form', () => {
  it('says in words why a count is out of range, keeps what was typed, and blocks the review', async () => {
    page('email');
    const user = userEvent.setup();
    const max = await screen.findByRole('textbox', { name: /^Most emails a day$/ });
    await user.clear(max);
    await user.type(max, '31');
    expect(await screen.findByText('Must be from 1 to 30 a day; the service refuses 31')).toBeInTheDocument();
    expect(max).toHaveValue('31');
    expect(screen.getByRole('tab', { name: /^Email/ })).toHaveAccessibleName(/1 error$/);
    expect(screen.getByRole('button', { name: 'Review changes' })).toBeDisabled();
  });

  it('offers the interval in hours or minutes and sends whole seconds', async () => {
    page('sms');
    const user = userEvent.setup();
    const interval = await screen.findByRole('textbox', { name: /^Time between two SMSs$/ });
    const unit = screen.getByRole('combobox', { name: 'Unit for time between two SMSs' });
    expect(interval).toHaveValue('2');
    expect(unit).toHaveValue('hours');
    await user.selectOptions(unit, 'minutes');
    expect(interval).toHaveValue('120');
    await user.clear(interval);
    await user.type(interval, '0.5');
    expect(await screen.findByText('Must be from 1 minute to 24 hours; 30 seconds is too short')).toBeInTheDocument();
    await user.clear(interval);
    await user.type(interval, '90');
    expect(await reviewBody(user)).toEqual({ preferences: { sms: { intervalInSeconds: 5400 } } });
  });

  it('shows a value the service holds outside the documented ones, with what to choose instead', async () => {
    page('group', { preferences: { group: { reactionsSetting: 4 } } });
    const reactions = await screen.findByRole('combobox', { name: /^Reactions/ }, { timeout: 5000 });
    expect(reactions).toHaveValue('4');
    expect(
      await screen.findByText(/^4 is not a value the service documents here: choose “Don't notify”/),
    ).toBeInTheDocument();
  });
});

describe('a schedule day without a schedule', () => {
  it('shows as no schedule, and can be given the default window, sent whole', async () => {
    page('mute', { preferences: { mute: { schedulePreferenceSetting: { sunday: null } } } });
    const user = userEvent.setup();
    // The week editor's code loads on first use: a busy machine may take a while over it.
    expect(await screen.findByRole('img', { name: 'Sunday: no schedule' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('No schedule this day')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Sunday from' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set a schedule for Sunday' }));
    expect(screen.getByRole('textbox', { name: 'Sunday from' })).toHaveValue('00:00');
    expect(await reviewBody(user)).toEqual({
      preferences: { mute: { schedulePreferenceSetting: { sunday: { from: 0, to: 2359, dnd: false } } } },
    });
  });
});
