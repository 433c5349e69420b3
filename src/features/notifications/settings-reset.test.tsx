import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationDefaults } from '../../../contract/schemas/notification-defaults.ts';
import { render, screen, waitFor, within } from '../../test-utils/render.tsx';
import type { JsonObject } from '../../../contract/json.ts';
import { mergeSettings } from './model/json.ts';
import { NotificationSettingsPage } from './notification-settings-page.tsx';
import { fakeSettingsApi, SETTINGS_ROUTE, stubDocumentFonts } from './test-support.ts';

const defaults = notificationDefaults() as JsonObject;
const customised = mergeSettings(defaults, { preferences: { email: { maxPerDay: 5 } }, sound: { chat: 'chime' } });

beforeEach(() => {
  sessionStorage.clear();
  stubDocumentFonts();
});
afterEach(() => vi.unstubAllGlobals());

/** A service holding `customised` (or `start`) until a DELETE succeeds, its defaults after. */
function service(reset: () => Response = () => Response.json({ data: { success: true } }), start = customised) {
  let held = start;
  return fakeSettingsApi(
    () => Response.json({ data: held }),
    () => {
      const answer = reset();
      if (answer.ok) held = defaults;
      return answer;
    },
  );
}

async function openReset(user: ReturnType<typeof userEvent.setup>) {
  render(<NotificationSettingsPage />, { url: '/apps/demo-app/notifications/email', routePath: SETTINGS_ROUTE });
  await user.click(await screen.findByRole('button', { name: "Reset to the service's defaults" }));
  return screen.findByRole('dialog', { name: "Reset to the service's defaults?" });
}

describe("Reset to the service's defaults", () => {
  it('shows what changes before asking the service anything, then resets with one DELETE', async () => {
    const api = service();
    const user = userEvent.setup();
    const dialog = await openReset(user);
    expect(within(dialog).getByText('2 settings go back to the documented default:')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Settings the reset changes' })).toHaveTextContent(
      'Email › Most emails a day5 → 20Sounds › Message sound“chime” → “default”',
    );
    expect(api.resets).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.resets).toEqual(['/api/apps/demo-app/notifications/settings']);
    expect(await screen.findByRole('textbox', { name: /^Most emails a day$/ })).toHaveValue('20');
    expect(screen.getByRole('status')).toHaveTextContent('No unsaved changes.');
  });

  it('says a custom JSON goes, since its documented default is none, and shows the field not set after', async () => {
    service(undefined, mergeSettings(defaults, { preferences: { push: { customJson: { env: 'prod' } } } }));
    const user = userEvent.setup();
    render(<NotificationSettingsPage />, { url: '/apps/demo-app/notifications/push', routePath: SETTINGS_ROUTE });
    const field = await screen.findByRole('textbox', { name: /^Custom JSON/ });
    expect(field).toHaveValue('{\n  "env": "prod"\n}');
    await user.click(screen.getByRole('button', { name: "Reset to the service's defaults" }));
    const dialog = await screen.findByRole('dialog', { name: "Reset to the service's defaults?" });
    expect(within(dialog).getByText('1 setting goes back to the documented default:')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Settings the reset changes' })).toHaveTextContent(
      'Push payload › Custom JSON{"env":"prod"} → removed (not set)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Custom JSON/ })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: /^Custom JSON/ })).toHaveAccessibleDescription(
      /Not set, so nothing is added/,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No unsaved changes.');
  });

  it('keeps unsaved edits on top of the defaults, and says so first', async () => {
    service();
    const user = userEvent.setup();
    render(<NotificationSettingsPage />, { url: '/apps/demo-app/notifications/email', routePath: SETTINGS_ROUTE });
    const unread = await screen.findByRole('switch', { name: /^Only for unread messages/ });
    await user.click(unread);
    await user.click(screen.getByRole('button', { name: "Reset to the service's defaults" }));
    const dialog = await screen.findByRole('dialog', { name: "Reset to the service's defaults?" });
    expect(within(dialog).getByText(/1 unsaved change stays in the form/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Most emails a day$/ })).toHaveValue('20'));
    expect(screen.getByRole('switch', { name: /^Only for unread messages/ })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1 unsaved change.');
  });

  it('says why a refused reset failed, does not retry it, and leaves the form as it was', async () => {
    const api = service(() =>
      Response.json({ error: { code: 'ERR_OPERATION_FAILED', message: 'Try later' } }, { status: 500 }),
    );
    const user = userEvent.setup();
    const dialog = await openReset(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('HTTP 500');
    expect(within(dialog).getByText('Nothing was retried: the settings are as they were.')).toBeInTheDocument();
    expect(api.resets).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Keep the current settings' }));
    expect(screen.getByRole('textbox', { name: /^Most emails a day$/ })).toHaveValue('5');
  });
});
