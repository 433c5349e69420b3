import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { flagReasonsQuery } from '../../queries/decisions.ts';
import { reasonChoices } from './sender-facts.ts';

interface ReasonSelectProps {
  appId: string;
  value: string;
  onChange: (reason: string) => void;
  label?: string;
  /** The form's words when no reason was chosen. */
  error?: string | undefined;
}

/** A reason from the app's flag reasons and the built-in set; the choice starts empty, so it is made on purpose. */
export function ReasonSelect({ appId, value, onChange, label = 'Reason (required)', error }: ReasonSelectProps) {
  const reasons = useQuery(flagReasonsQuery(appId));
  const names = (reasons.data ?? []).flatMap((reason) => (reason.ok ? [reason.value] : []));
  return (
    <NativeSelect
      label={label}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      data={[{ value: '', label: 'Choose a reason' }, ...reasonChoices(names)]}
      description={
        reasons.isError ? "The app's flag reasons could not be read: the built-in reasons are offered." : undefined
      }
    />
  );
}
