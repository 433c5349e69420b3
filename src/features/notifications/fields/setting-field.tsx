import { Suspense } from 'react';
import { lazyPart } from '../../../hooks/lazy-part.ts';
import { useEditor } from '../editor-context.ts';
import { BooleanField } from './boolean-field.tsx';
import { ChoiceField } from './choice-field.tsx';
import { CountField } from './count-field.tsx';
import { CustomJsonField } from './custom-json-field.tsx';
import { DurationField } from './duration-field.tsx';
import { JsonField } from './json-field.tsx';
import { NumberField } from './number-field.tsx';
import { TextField } from './text-field.tsx';
import { TimeField } from './time-field.tsx';

// Template fields (previews, variable autocomplete) live on the templates tab, which loads on its own.
const Template = lazyPart(() => import('./template-field.tsx').then((m) => m.TemplateField));

/** The control that fits a field's kind. */
export function SettingField({ fieldKey }: { fieldKey: string }) {
  const spec = useEditor().specByKey.get(fieldKey);
  switch (spec?.kind) {
    case 'boolean':
      return <BooleanField fieldKey={fieldKey} />;
    case 'choice':
      return <ChoiceField fieldKey={fieldKey} />;
    case 'count':
      return <CountField fieldKey={fieldKey} />;
    case 'duration':
      return <DurationField fieldKey={fieldKey} />;
    case 'text':
      return <TextField fieldKey={fieldKey} suggestions={spec.path[0] === 'sound' ? ['default'] : undefined} />;
    case 'template':
      return (
        <Suspense fallback={null}>
          <Template.Component fieldKey={fieldKey} />
        </Suspense>
      );
    case 'time':
      return <TimeField fieldKey={fieldKey} />;
    case 'customJson':
      return <CustomJsonField fieldKey={fieldKey} />;
    case 'number':
      return <NumberField fieldKey={fieldKey} />;
    case 'json':
      return <JsonField fieldKey={fieldKey} />;
    default:
      return null;
  }
}
