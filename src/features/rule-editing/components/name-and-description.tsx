import { Textarea, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface NameAndDescriptionProps {
  name: UseFormRegisterReturn;
  description: UseFormRegisterReturn;
  errors: { name?: { message?: string }; description?: { message?: string } };
}

/** The name and description fields every rule and keyword list form starts with. */
export function NameAndDescription({ name, description, errors }: NameAndDescriptionProps) {
  return (
    <>
      <TextInput label="Name" {...name} error={errors.name?.message} />
      <Textarea label="Description" autosize minRows={1} {...description} error={errors.description?.message} />
    </>
  );
}
