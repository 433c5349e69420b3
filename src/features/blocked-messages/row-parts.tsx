import { actionLabel } from '../../lib/action-label.ts';
import type { Entity } from '../../../contract/schemas/blocked-message.ts';
import { safeHttpUrl } from '../../lib/safe-url.ts';
import { SenderLink } from '../../components/sender-link.tsx';
import { displayName, entityId } from './record-fields.ts';
import classes from './blocked-grid.module.css';

const STATUS_CHIPS: Record<string, string | undefined> = {
  pending: classes.chipYellow,
  approved: classes.chipGreen,
  disapproved: classes.chipRed,
};
const ACTION_CHIPS: Record<string, string | undefined> = {
  blockMessage: classes.chipOutlineRed,
  dropMessage: classes.chipOutlineGrape,
};

export function Chip({ tone, children, title }: { tone: string | undefined; children: string; title?: string }) {
  return (
    <span className={`${classes.chip} ${tone ?? classes.chipGray}`} title={title}>
      {children}
    </span>
  );
}

export function StatusChip({ status }: { status: string | undefined }) {
  return status ? <Chip tone={STATUS_CHIPS[status]}>{status}</Chip> : null;
}

/**
 * The rule's actions as chips; `shown` limits them (a row has two lines), the rest said as "+N"
 * with every action in its title.
 */
export function ActionChips({ actions, shown }: { actions: readonly string[] | undefined; shown?: number }) {
  const all = actions ?? [];
  const kept = shown === undefined ? all : all.slice(0, shown);
  const rest = all.length - kept.length;
  return (
    <>
      {kept.map((action, i) => (
        <Chip key={`${action}-${i}`} tone={ACTION_CHIPS[action] ?? classes.chipOutline} title={action}>
          {actionLabel(action)}
        </Chip>
      ))}
      {rest > 0 ? (
        <Chip tone={classes.chipOutline} title={all.map(actionLabel).join(', ')}>
          {`+${rest}`}
        </Chip>
      ) : null}
    </>
  );
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => [...part][0] ?? '');
  return (letters.slice(0, 2).join('') || '?').toUpperCase();
}

/** Avatar (only from an http(s) URL, lazily), name and uid; names are text, whatever they contain. */
export function Person({
  entity,
  withAvatar,
  idClassName,
}: {
  entity: Entity;
  withAvatar: boolean;
  /** The uid's line: a receiver's shows on a card, not in a desktop's two-line row. */
  idClassName?: string | undefined;
}) {
  const name = displayName(entity);
  const avatar = withAvatar ? safeHttpUrl(entity.avatar) : undefined;
  return (
    <div className={classes.person}>
      {withAvatar ? (
        avatar ? (
          <img
            className={classes.avatar}
            src={avatar}
            alt=""
            width={28}
            height={28}
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
          />
        ) : (
          <span className={classes.avatar} aria-hidden="true">
            {initials(name)}
          </span>
        )
      ) : null}
      <div className={classes.stack}>
        <div className={`${classes.strong} ${classes.truncate}`} title={name}>
          <SenderLink uid={entity.uid}>{name}</SenderLink>
        </div>
        {entityId(entity) && entityId(entity) !== name ? (
          <div className={`${classes.dim} ${classes.truncate} ${idClassName ?? ''}`} title={entityId(entity)}>
            {entityId(entity)}
          </div>
        ) : null}
      </div>
    </div>
  );
}
