import { useEditor } from '../editor-context.ts';
import { BooleanField } from './boolean-field.tsx';
import { ChoiceField } from './choice-field.tsx';
import { CountField } from './count-field.tsx';
import { CustomJsonField } from './custom-json-field.tsx';
import { JsonField } from './json-field.tsx';
import { NumberField } from './number-field.tsx';
import { TemplateField } from './template-field.tsx';
import { TextField } from './text-field.tsx';
import { TimeField } from './time-field.tsx';

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
    case 'text':
      return <TextField fieldKey={fieldKey} suggestions={spec.path[0] === 'sound' ? ['default'] : undefined} />;
    case 'template':
      return <TemplateField fieldKey={fieldKey} />;
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
