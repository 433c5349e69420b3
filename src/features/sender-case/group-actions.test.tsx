import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../test-utils/render.tsx';
import { GroupActions } from './group-actions.tsx';
import { MOST_GROUPS_READ } from './group-standing.ts';

const GROUPS = [
  { guid: 'general', name: 'General', messages: 3 },
  { guid: 'sellers', name: 'Sellers', messages: 2 },
  { guid: 'slow', name: 'Slow', messages: 1 },
];

/** The dashboard server's answers: banned in General, a member of Sellers, Slow's read times out `slowFailures` times. */
function answers(slowFailures = Infinity) {
  let slow = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const guid = String(input).split('/').pop() ?? '';
    if (guid === 'slow' && slow++ < slowFailures)
      return Response.json(
        { error: { code: 'ERR_UPSTREAM_TIMEOUT', message: 'The service did not answer within 5 s.' } },
        { status: 504 },
      );
    const banned = guid === 'general';
    return Response.json({ data: { guid, uid: 'noah', banned, member: !banned } });
  });
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
const offered = (name: string) =>
  within(row(name))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('the groups of a sender, each with what applies there', () => {
  it('offers Unban where they are banned, Kick and Ban where a member, and all three where the read failed, said in words', async () => {
    answers();
    render(<GroupActions appId="a1" uid="noah" name="Noah" groups={GROUPS} mayAct reading={false} />);
    expect(await within(row('General')).findByText('Banned')).toBeInTheDocument();
    expect(offered('General')).toEqual(['Unban…']);
    expect(await within(row('Sellers')).findByText('Member')).toBeInTheDocument();
    expect(offered('Sellers')).toEqual(['Kick…', 'Ban…']);
    expect(await within(row('Slow')).findByText(/Could not read whether Noah is banned here/)).toBeInTheDocument();
    expect(row('Slow')).toHaveTextContent('Kick, Ban and Unban are all offered');
    expect(offered('Slow')).toEqual(['Read Slow again', 'Kick…', 'Ban…', 'Unban…']);
  });

  it('reads a failed group again on request', async () => {
    // The read and its two retries fail; the one asked for answers.
    answers(3);
    render(<GroupActions appId="a1" uid="noah" name="Noah" groups={GROUPS} mayAct reading={false} />);
    (await within(row('Slow')).findByRole('button', { name: 'Read Slow again' })).click();
    expect(await within(row('Slow')).findByText('Member')).toBeInTheDocument();
    expect(offered('Slow')).toEqual(['Kick…', 'Ban…']);
  });

  it('shows a viewer where they are banned, and no action', async () => {
    answers();
    render(<GroupActions appId="a1" uid="noah" name="Noah" groups={GROUPS} mayAct={false} reading={false} />);
    expect(await within(row('General')).findByText('Banned')).toBeInTheDocument();
    expect(await within(row('Sellers')).findByText('Member')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Kick|Ban|Unban)/ })).toBeNull();
  });

  it(`reads the first ${MOST_GROUPS_READ} groups only, and says so on the others`, async () => {
    const fetched = answers();
    const many = Array.from({ length: MOST_GROUPS_READ + 2 }, (_, i) => ({
      guid: `g${i}`,
      name: `Group ${i}`,
      messages: 20 - i,
    }));
    render(<GroupActions appId="a1" uid="noah" name="Noah" groups={many} mayAct reading={false} />);
    expect(await within(row('Group 0')).findByText('Member')).toBeInTheDocument();
    expect(fetched).toHaveBeenCalledTimes(MOST_GROUPS_READ);
    expect(row(`Group ${MOST_GROUPS_READ}`)).toHaveTextContent(`Not read: only the ${MOST_GROUPS_READ} groups`);
    expect(offered(`Group ${MOST_GROUPS_READ}`)).toEqual(['Kick…', 'Ban…', 'Unban…']);
  });

  it.each([
    [true, "Reading Noah's messages…"],
    [false, 'None of the messages shown went to a group.'],
  ])('without groups yet (reading: %s) says %s', (reading, words) => {
    render(<GroupActions appId="a1" uid="noah" name="Noah" groups={[]} mayAct reading={reading} />);
    expect(screen.getByText(words)).toBeInTheDocument();
  });
});
