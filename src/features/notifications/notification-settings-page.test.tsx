import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationDefaults } from '../../../contract/schemas/notification-defaults.ts';
import { render, screen, waitFor, within } from '../../test-utils/render.tsx';
import { NotificationSettingsPage } from './notification-settings-page.tsx';
import { fakeSettingsApi, SETTINGS_ROUTE, stubDocumentFonts } from './test-support.ts';

const ROUTE = SETTINGS_ROUTE;
const settings = () => ({ ...notificationDefaults(), extra: { flag: true } });
const fakeApi = (get: () => Response) => fakeSettingsApi(get);

beforeEach(() => {
  sessionStorage.clear();
  stubDocumentFonts();
});
afterEach(() => vi.unstubAllGlobals());

describe('NotificationSettingsPage', () => {
  it('sends only the changed field after review, then has nothing left to save', async () => {
    const api = fakeApi(() => Response.json({ data: settings() }));
    const user = userEvent.setup();
    render(<NotificationSettingsPage />, { url: '/apps/demo-app/notifications/email', routePath: ROUTE });

    const max = await screen.findByRole('textbox', { name: /^Most emails a day$/ });
    expect(screen.getByRole('button', { name: 'Review changes' })).toBeDisabled();
    await user.clear(max);
    await user.type(max, '5');
    expect(screen.getByRole('status')).toHaveTextContent('1 unsaved change.');
    expect(screen.getByRole('tab', { name: /^Email/ })).toHaveAccessibleName(/^Email ?1 changed$/);

    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review changes' });
    const body = { preferences: { email: { maxPerDay: 5 } } };
    expect(JSON.parse(within(dialog).getByLabelText('Request body').textContent ?? '')).toEqual(body);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No unsaved changes.'));
    expect(api.patches).toEqual([body]);
    expect(sessionStorage.length).toBe(0);
  });

  it('once the restored changes are saved, the notice about them goes', async () => {
    fakeApi(() => Response.json({ data: settings() }));
    const user = userEvent.setup();
    const first = render(<NotificationSettingsPage />, { url: '/apps/demo-app/notifications/email', routePath: ROUTE });
    const max = await screen.findByRole('textbox', { name: /^Most emails a day$/ });
    await user.clear(max);
    await user.type(max, '5');
    first.unmount();

    render(<NotificationSettingsPage />, { url: '/apps/demo-app/notifications/email', routePath: ROUTE });
    expect(await screen.findByText('Unsaved changes restored')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No unsaved changes.'));
    expect(screen.queryByText('Unsaved changes restored')).not.toBeInTheDocument();
  });

  it('offers a custom JSON the service does not hold as not set, and sends it only once typed in', async () => {
    const api = fakeApi(() => Response.json({ data: settings() }));
    const user = userEvent.setup();
    render(<NotificationSettingsPage />, { url: '/apps/demo-app/notifications/push', routePath: ROUTE });

    const field = await screen.findByRole('textbox', { name: /^Custom JSON/ });
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(/Not set, so nothing is added/);
    expect(screen.getByRole('status')).toHaveTextContent('No unsaved changes.');
    await user.click(field);
    await user.paste('{"env":"prod"}');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review changes' });
    expect(within(dialog).getByRole('list', { name: 'Changed settings' })).toHaveTextContent(
      'Push payload › Custom JSONnot set → {"env":"prod"}',
    );
    const body = { preferences: { push: { customJson: { env: 'prod' } } } };
    expect(JSON.parse(within(dialog).getByLabelText('Request body').textContent ?? '')).toEqual(body);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.patches).toEqual([body]));
  });

  it('counts an invalid value as an error on its tab and blocks the review', async () => {
    fakeApi(() => Response.json({ data: settings() }));
    const user = userEvent.setup();
    render(<NotificationSettingsPage />, { url: '/apps/demo-app/notifications/mute', routePath: ROUTE });
    // By label (every role's accessible name in this large form is slow to compute in jsdom), and
    // given time: the week editor's code loads on first use, which a busy machine can take a while over.
    const from = await screen.findByLabelText('Monday from', {}, { timeout: 5000 });
    await user.clear(from);
    await user.type(from, '9:75');
    expect(await screen.findByText('Minutes go from 00 to 59')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Mute and schedule/ })).toHaveAccessibleName(
      /^Mute and schedule ?1 changed ?1 error$/,
    );
    expect(screen.getByRole('button', { name: 'Review changes' })).toBeDisabled();
  });

  it('completes a {{ placeholder from the keyboard', async () => {
    fakeApi(() => Response.json({ data: settings() }));
    const user = userEvent.setup();
    render(<NotificationSettingsPage />, { url: '/apps/demo-app/notifications/templates', routePath: ROUTE });
    // By label, not role: computing every role's accessible name in this large form is slow in jsdom.
    const body = await screen.findByLabelText(/^Text message default: Body/);
    await user.clear(body);
    await user.type(body, 'Hi {{{{message.ty');
    expect(await screen.findByRole('listbox', { name: 'Template variables' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(body).toHaveValue('Hi {{message.type}}');
    expect(screen.getByText('Shows as: “Hi text”')).toBeInTheDocument();
  });

  it('says plainly when the current values are unknown, and still sends only what is set', async () => {
    const api = fakeApi(() => Response.json({ error: { code: 'HTTP_404', message: 'Not found' } }, { status: 404 }));
    const user = userEvent.setup();
    render(<NotificationSettingsPage />, { url: '/apps/demo-app/notifications/sounds', routePath: ROUTE });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This service does not let the dashboard read the notification settings',
    );
    const call = screen.getByRole('combobox', { name: /^Call sound/ });
    expect(call).toHaveValue('');
    expect(call).toHaveAttribute('placeholder', 'default');
    await user.type(call, 'ring');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.patches).toEqual([{ sound: { call: 'ring' } }]));
    // One read (404 is not retried) and its refetch after the save; no read before saving.
    expect(api.fetchMock.mock.calls.filter(([, init]) => init?.method !== 'PATCH').length).toBeLessThanOrEqual(2);
  });
});
